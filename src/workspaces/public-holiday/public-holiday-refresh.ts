import { LockMode, type MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import { isDatabaseUnavailable } from '../../kernel/errors';
import { inRootSpan } from '../../kernel/tracing';
import { Location } from '../location/location.entity';
import { refreshPublicHolidayClosures } from './public-holiday.service';

/** How often the PublicHoliday closures of the following locations are brought up to date. */
const REFRESH_EVERY_MS = 60 * 60_000;

/**
 * Refreshes the PublicHoliday closures of every location that follows public holidays, each in a
 * transaction of its own holding its row lock: the 12-month window moves on with the days, and an
 * address moved to another state changes the calendar. Returns the number of locations refreshed.
 */
export async function refreshAllPublicHolidays(orm: MikroORM, now = new Date()): Promise<number> {
  const following = await orm.em.fork().find(Location, { followsPublicHolidays: true }, { fields: ['id'] });
  for (const { id } of following) {
    await orm.em.fork().transactional(async (em) => {
      const location = await em.findOne(Location, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (location) await refreshPublicHolidayClosures(em, location, now);
    });
  }
  return following.length;
}

/** Refreshes at start and then once an hour; returns a stopper. */
export function startPublicHolidayRefresh(orm: MikroORM, log: Logger): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const refresh = () => {
    if (running) return;
    running = inRootSpan('public-holiday refresh', {}, () => refreshAllPublicHolidays(orm))
      .then((refreshed) => refreshed && log.info({ refreshed }, 'public-holiday closures refreshed'))
      .catch((error: unknown) => {
        // An outage is not a bug of ours: the next run catches up.
        if (isDatabaseUnavailable(error)) log.warn({ err: error }, 'refreshing public-holiday closures waits for the database');
        else log.error({ err: error }, 'refreshing public-holiday closures failed');
      })
      .finally(() => (running = null));
  };
  const first = setTimeout(refresh, 0);
  const timer = setInterval(refresh, REFRESH_EVERY_MS);
  first.unref();
  timer.unref();
  return async () => {
    clearTimeout(first);
    clearInterval(timer);
    if (running) await running;
  };
}
