import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_ROLE, PLATFORM_TENANT_ID } from '../kernel/caller';
import type { RequestContext } from '../kernel/context';
import { ensurePlatformAdmin } from './bootstrap';
import { createUserWithPassword, grantRole } from './user/user.service';
import { User } from './user/user.entity';
import { UserRole } from './user/user-role.entity';

export const DEMO_ADMIN_EMAIL = 'admin@flexspace.local';
export const DEMO_CREDENTIALS_FILE = 'demo-credentials.txt';

/**
 * The demo data's Platform Admin (first start with DEMO_DATA on, no Platform Admin in the database
 * and no BOOTSTRAP_ADMIN_* settings): `admin@flexspace.local` with a generated password, printed on
 * stdout and kept in DATA_DIR/demo-credentials.txt, so that a later start prints it again.
 */
export async function ensureDemoAdmin(ctx: RequestContext): Promise<User | null> {
  const file = join(ctx.settings.dataDir, DEMO_CREDENTIALS_FILE);
  const admins = await ctx.em.count(UserRole, { tenantId: PLATFORM_TENANT_ID, role: ADMIN_ROLE });
  if (admins === 0) {
    const password = randomBytes(12).toString('base64url');
    const user = await ensurePlatformAdmin(ctx, DEMO_ADMIN_EMAIL, password);
    mkdirSync(ctx.settings.dataDir, { recursive: true });
    writeFileSync(file, `Platform Admin (demo data)\n  email    : ${DEMO_ADMIN_EMAIL}\n  password : ${password}\n`, { mode: 0o600 });
    printCredentials(readFileSync(file, 'utf8'));
    return user;
  }
  if (existsSync(file)) printCredentials(readFileSync(file, 'utf8'));
  return getDemoAdmin(ctx.em);
}

function printCredentials(text: string): void {
  process.stdout.write(`\n${text}\n`);
}

/** The demo Platform Admin, for the other domains' demo data (null when the demo admin was not created). */
export function getDemoAdmin(em: EntityManager): Promise<User | null> {
  return em.findOne(User, { email: DEMO_ADMIN_EMAIL });
}

/**
 * The Admin of a demo tenant (the demo workspace's, the demo employer's): the user of `email`,
 * created with `password`, its name and its email confirmed, unless it exists (then kept as it
 * is); granted Admin in `tenantId`.
 */
export async function ensureDemoTenantAdmin(
  em: EntityManager,
  tenantId: string,
  admin: { email: string; password: string; firstName: string; lastName: string },
): Promise<User> {
  const existing = await em.findOne(User, { email: admin.email });
  const user = existing ?? (await createUserWithPassword(em, admin.email, admin.password));
  if (!existing) Object.assign(user, { firstName: admin.firstName, lastName: admin.lastName, emailConfirmed: true });
  await em.flush();
  await grantRole(em, user.id, tenantId, ADMIN_ROLE);
  return user;
}
