import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../kernel/context';
import { REQUIRED } from '../../kernel/field-messages';
import { isTenantAdmin } from '../../kernel/caller';
import { BadInputError, ForbiddenError, NotFoundError, UnauthenticatedError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { isUuid } from '../../kernel/uuid';
import { Employer } from './employer.entity';
import { EMPLOYER } from './employer.loaders';
import type { GetEmployersInput } from './employer.types';

/** An employer is a tenant that records link users to (its employee records). */
declare module '../../kernel/visibility' {
  interface LinkedTenantTypes {
    Employer: true;
  }
}

/**
 * GetEmployers. The Platform Admin sees every employer; an employer Admin the employers they
 * administer; any signed-in user also the employers they are an employee of (the EMPLOYER rule, in one statement).
 */
export function listEmployers(ctx: RequestContext, input: GetEmployersInput): Promise<Page<Employer>> {
  return pageOfVisible(ctx, EMPLOYER, 'employer', input, (where) => where.inIds('employer.id', input.employerIds));
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
