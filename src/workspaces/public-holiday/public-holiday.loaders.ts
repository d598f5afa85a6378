import type { RequestContext } from '../../kernel/context';
import { defineRecordType, pagedEdge, recordsById } from '../../kernel/records';
import { administeredIds, anyOf, inList, signedInRule } from '../../kernel/visibility';
import { PublicHolidayOptOut } from './public-holiday.entity';

/** Opt-outs are the operator's business: the Admins of the location's workspace and the Platform Admin read them. */
export const PUBLIC_HOLIDAY_OPT_OUT = defineRecordType(PublicHolidayOptOut, {
  table: 'public_holiday_opt_out',
  readRule: "the Admins of its location's workspace and the Platform Admin",
  visibility: (ctx: RequestContext, alias: string) => signedInRule(ctx, (caller) => anyOf(inList(`${alias}.workspace_id`, administeredIds(caller)))),
});

export const publicHolidayOptOutById = recordsById(PUBLIC_HOLIDAY_OPT_OUT);

/** `Location.publicHolidayOptOuts`: a page per location, one statement per level. */
export const optOutsOfLocation = pagedEdge(PUBLIC_HOLIDAY_OPT_OUT, { parentKey: 't.location_id' });
