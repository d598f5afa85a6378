import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { REQUIRED } from '../../kernel/field-messages';
import { administeredTenantIds, isPlatformAdmin, isTenantAdmin } from '../../kernel/caller';
import { BadInputError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../kernel/errors';
import { checkPage, findPage, type Page } from '../../kernel/paging';
import { idFilter, isUuid } from '../../kernel/uuid';
import { tenantsOfMemberships } from '../../kernel/visibility';
import { Employer } from './employer.entity';
import type { GetEmployersInput } from './employer.types';

/** An employer is a tenant that records link users to (its employee records). */
declare module '../../kernel/visibility' {
  interface LinkedTenantTypes {
    Employer: true;
  }
}

/**
 * GetEmployers. The Platform Admin sees every employer; an employer Admin the employers they
 * administer; any signed-in user also the employers they are an employee of (their own record).
 */
export async function listEmployers(ctx: RequestContext, input: GetEmployersInput): Promise<Page<Employer>> {
  const page = checkPage(input, ctx.settings.pageMaxLimit);
  const caller = ctx.caller;
  if (caller.kind !== 'user') throw new UnauthenticatedError();
  const where: FilterQuery<Employer>[] = [];
  const ids = idFilter(input.employerIds);
  if (ids) where.push({ id: { $in: ids } });
  if (!isPlatformAdmin(caller)) {
    const administered = administeredTenantIds(caller).filter(isUuid);
    // The employers they work for: the employee records (a membership link, declared in employee.loaders.ts).
    const employers = await tenantsOfMemberships(ctx, caller.userId, 'Employer');
    where.push({ id: { $in: [...new Set([...administered, ...employers])] } });
  }
  return findPage(ctx.em, Employer, where.length ? { $and: where } : {}, page);
}

/**
 * The employer a tenant operation acts on, for the Platform Admin or an Admin of that employer:
 * anyone else gets 403 before the employer is even looked up (so ids of other tenants reveal
 * nothing); an unknown employer is a 404.
 */
export async function employerForAdmin(ctx: RequestContext, employerId: unknown, field = 'employerId'): Promise<Employer> {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  const id = typeof employerId === 'string' ? employerId.trim().toLowerCase() : '';
  if (!id) throw BadInputError.field(field, REQUIRED);
  if (!isTenantAdmin(ctx.caller, id))
    throw new ForbiddenError(`Only the Platform Admin or an Admin of this employer may do this (${field}).`);
  const employer = isUuid(id) ? await findEmployer(ctx.em, id) : null;
  if (!employer) throw new NotFoundError('Employer', id);
  return employer;
}

export function findEmployer(em: EntityManager, id: string): Promise<Employer | null> {
  return em.findOne(Employer, { id });
}
