import type { EntityManager } from '@mikro-orm/postgresql';
import { BadInputError, NotFoundError } from '../../kernel/errors';
import { hashPassword } from '../password/password-hasher';
import { CONTROL_CHARACTERS } from '../../kernel/text';
import { passwordProblems } from '../password/password-policy';
import { normalizeEmail, splitName, User } from './user.entity';
import { UserRole } from './user-role.entity';

export interface ContactInput {
  name: string;
  email: string;
  phone?: string | null;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** An email address: at most this many characters (RFC 5321's path limit, rounded up as is usual). */
export const EMAIL_MAX = 320;

/** Validates and normalizes an email, naming `field` when it is not an address. */
export function checkEmail(email: unknown, field = 'email'): string {
  if (typeof email !== 'string' || !EMAIL_PATTERN.test(email.trim()) || email.length > EMAIL_MAX || CONTROL_CHARACTERS.test(email)) {
    throw BadInputError.field(field, 'Must be an email address.');
  }
  return normalizeEmail(email);
}

export function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  return em.findOne(User, { email: normalizeEmail(email) });
}

export async function getUserByEmail(em: EntityManager, email: string): Promise<User> {
  const user = await findUserByEmail(em, email);
  if (!user) throw new NotFoundError('User', normalizeEmail(email));
  return user;
}

/**
 * The user of a contact (workspace or employer owner, employee, admin): found by email, or created
 * without a password (the owner sets one with a password-setup code, docs/decisions.md#password-setup-codes).
 */
export async function findOrCreateUserByContact(
  em: EntityManager,
  contact: ContactInput,
  field = 'contact.email',
): Promise<{ user: User; created: boolean }> {
  const email = checkEmail(contact.email, field);
  await lockUserEmail(em, email);
  const existing = await em.findOne(User, { email });
  if (existing) return { user: existing, created: false };
  const { firstName, lastName } = splitName(contact.name);
  const user = em.create(User, { email, firstName, lastName, phone: contact.phone ?? null });
  em.persist(user);
  return { user, created: true };
}

/**
 * Serialises, until the caller's transaction ends, the requests that find or create the user of one
 * email (a transaction-scoped advisory lock on the normalised email): of two concurrent requests
 * naming the same new contact, the later one finds the user the first created, instead of a 409 on
 * the unique email.
 */
export async function lockUserEmail(em: EntityManager, email: string): Promise<void> {
  await em.execute('select pg_advisory_xact_lock(hashtext(?))', [`user-email:${normalizeEmail(email)}`]);
}

/** Creates an account with a password (the bootstrap admin, the demo data, tests). */
export async function createUserWithPassword(em: EntityManager, email: string, password: string): Promise<User> {
  checkNewPassword(email, password);
  if (await em.findOne(User, { email: checkEmail(email) })) throw BadInputError.field('email', 'This email is already registered.');
  return createUserWithPasswordHash(em, email, await hashPassword(password));
}

/**
 * A new account's password, checked (a BadInputError naming `password`) and hashed. Sign-up hashes
 * before its transaction begins: the hash takes tens of milliseconds of CPU, and inside the
 * transaction it would hold a database connection (a pooler's server connection) all that time.
 */
export async function newPasswordHash(email: string, password: string): Promise<string> {
  checkNewPassword(email, password);
  return hashPassword(password);
}

/** Creates an account with a password hashed by `newPasswordHash`; a 400 naming `email` when it is taken. */
export async function createUserWithPasswordHash(em: EntityManager, email: string, passwordHash: string): Promise<User> {
  const normalized = checkEmail(email);
  if (await em.findOne(User, { email: normalized })) throw BadInputError.field('email', 'This email is already registered.');
  const user = em.create(User, { email: normalized, passwordHash });
  em.persist(user);
  return user;
}

function checkNewPassword(email: string, password: string): void {
  const problems = passwordProblems(password, checkEmail(email));
  if (problems.length) throw new BadInputError({ password: problems });
}

/** Grants a role in a tenant (idempotent): true when the grant is new, false when it was held already. */
export async function grantRole(em: EntityManager, userId: string, tenantId: string, role: string): Promise<boolean> {
  const existing = await em.findOne(UserRole, { userId, tenantId, role });
  if (existing) return false;
  em.persist(em.create(UserRole, { userId, tenantId, role }));
  return true;
}

/** Revokes a role in a tenant; false when the user did not hold it. */
export async function revokeRole(em: EntityManager, userId: string, tenantId: string, role: string): Promise<boolean> {
  const existing = await em.findOne(UserRole, { userId, tenantId, role });
  if (!existing) return false;
  em.remove(existing);
  return true;
}

/** What a role name may be, as the descriptions and errors say it. */
export const ROLE_NAME_RULE = 'letters, digits, space, _ . -; up to 64 characters';

/**
 * RemoveUserRole of every face, once the caller's right on the tenant is checked: `user` loses
 * `role` in `tenantId`; 404 when they do not hold it there (`where` names the tenant as the face
 * does: `tenant`, `workspace`, `employer`).
 */
export async function revokeRoleOfUser(em: EntityManager, user: User, tenantId: string, role: string, where: string): Promise<boolean> {
  if (!(await revokeRole(em, user.id, tenantId, role))) throw new NotFoundError(`Role ${role} of ${user.email} in ${where}`, tenantId);
  await em.flush();
  return true;
}

/** A role name: a short word, case-sensitive as given (`Admin`). */
export function checkRoleName(role: unknown, field = 'role'): string {
  if (typeof role !== 'string' || !/^[A-Za-z][A-Za-z0-9 _.-]{0,63}$/.test(role.trim())) {
    throw BadInputError.field(field, `Must be a role name (${ROLE_NAME_RULE}).`);
  }
  return role.trim();
}
