import type { RequestContext } from '../../kernel/context';
import { defineLoader } from '../../kernel/loaders';
import { defineRecordType, pagedChildren, recordsById } from '../../kernel/records';
import { anyKey } from '../../kernel/sql';
import { runSql } from '../../kernel/sql-executor';
import { administeredIds, anyOf, inList, signedInRule } from '../../kernel/visibility';
import { PublicHolidayOptOut } from './public-holiday.entity';

/** Opt-outs are the operator's business: the Admins of the location's workspace and the Platform Admin read them. */
export const PUBLIC_HOLIDAY_OPT_OUT = defineRecordType(PublicHolidayOptOut, {
  table: 'public_holiday_opt_out',
  readRule: "the Admins of its location's workspace and the Platform Admin",
  visibility: (ctx: RequestContext, alias: string) =>
    signedInRule(ctx, (caller) => anyOf(inList(`${alias}.workspace_id`, administeredIds(caller)))),
});

export const publicHolidayOptOutById = recordsById(PUBLIC_HOLIDAY_OPT_OUT);

/** `Location.publicHolidayOptOuts`: a page per location, one statement per level. */
export const optOutsOfLocation = pagedChildren(PUBLIC_HOLIDAY_OPT_OUT, { parentKey: 't.location_id' });

/**
 * The days each location opted out of, for is-open's answer on a day past the stored closures
 * (docs/decisions.md#public-holidays-on-any-date): read for the answer, never shown, so under no
 * visibility rule; one statement per level, on the request's read path.
 */
export const optedOutDaysOfLocation = defineLoader<string, ReadonlySet<string>>((ctx) => async (locationIds) => {
  const ofLocations = anyKey('"location_id"', locationIds);
  const rows = await runSql<{ location_id: string; holiday_date: string }>(
    ctx.em,
    `select "location_id", "holiday_date" from "public_holiday_opt_out" where ${ofLocations.sql}`,
    ofLocations.params,
    { replica: ctx.reads.replica },
  );
  const days = new Map<string, Set<string>>();
  for (const row of rows) (days.get(row.location_id) ?? days.set(row.location_id, new Set()).get(row.location_id)!).add(row.holiday_date);
  return locationIds.map((id) => days.get(id.toLowerCase()) ?? new Set<string>());
});
