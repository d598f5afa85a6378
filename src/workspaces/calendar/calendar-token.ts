import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { LoaderDefinition, RequestContext } from '../../kernel/context';
import { anyKey } from '../../kernel/sql';

/**
 * The feed token of a location (docs/decisions.md#calendar-feeds): the credential a calendar app
 * carries in the feed URL (`?token=`), since it cannot send a header. One per location; its rooms'
 * feeds use it too. The database keeps no token, only the location's current nonce
 * (`location_calendar_token`, none until the first rotation): the token is an HMAC of the location
 * id and that nonce under a key derived from JWT_SECRET, so a copy of the table gives no feed away,
 * the admins can read the URL again at any time, and a rotation (a new nonce) revokes the old URL.
 */
export interface CalendarTokenState {
  nonce: string;
  /** When the token was last rotated; null: never (the location's first token). */
  rotatedAt: Date | null;
}

const NEVER_ROTATED: CalendarTokenState = { nonce: '', rotatedAt: null };

export function calendarToken(jwtSecret: string, locationId: string, state: CalendarTokenState): string {
  return createHmac('sha256', tokenKey(jwtSecret)).update(`${locationId}:${state.nonce}`).digest('base64url');
}

/** Whether `given` is the location's current token (compared in constant time). */
export function isCalendarToken(
  jwtSecret: string,
  locationId: string,
  state: CalendarTokenState,
  given: string | null | undefined,
): boolean {
  if (!given) return false;
  const expected = Buffer.from(calendarToken(jwtSecret, locationId, state));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The token state of each location, one statement for a batch of them (`Location.calendarFeed` under a page). */
export const calendarTokenOfLocation: LoaderDefinition<string, CalendarTokenState> = {
  batch: (ctx: RequestContext) => async (locationIds) => {
    const ofLocations = anyKey('"location_id"', locationIds);
    const rows = await ctx.em.execute<{ location_id: string; nonce: string; rotated_at: Date | string }[]>(
      `select "location_id", "nonce", "rotated_at" from "location_calendar_token" where ${ofLocations.sql}`,
      ofLocations.params,
    );
    const byLocation = new Map(rows.map((row) => [row.location_id, { nonce: row.nonce, rotatedAt: new Date(row.rotated_at) }]));
    return locationIds.map((id) => byLocation.get(id) ?? NEVER_ROTATED);
  },
};

/** A new nonce for the location: its old token stops working at once. */
export async function rotateCalendarNonce(em: EntityManager, locationId: string): Promise<CalendarTokenState> {
  const nonce = randomBytes(16).toString('base64url');
  const rows = await em.execute<{ rotated_at: Date | string }[]>(
    `insert into "location_calendar_token" ("location_id", "nonce", "rotated_at") values (?, ?, now())
     on conflict ("location_id") do update set "nonce" = excluded."nonce", "rotated_at" = excluded."rotated_at"
     returning "rotated_at"`,
    [locationId, nonce],
  );
  return { nonce, rotatedAt: new Date(rows[0].rotated_at) };
}

/** The HMAC key of feed tokens, derived from JWT_SECRET with HKDF (its own salt and info), kept for the last secret seen. */
let derived: { secret: string; key: Buffer } | null = null;

function tokenKey(jwtSecret: string): Buffer {
  if (derived?.secret !== jwtSecret) {
    derived = {
      secret: jwtSecret,
      key: Buffer.from(hkdfSync('sha256', jwtSecret, 'flexspace/calendar-feed/salt', 'flexspace/calendar-feed/hmac-sha256', 32)),
    };
  }
  return derived.key;
}
