import { byKeys, defineLoader } from '../../kernel/loaders';
import { Location } from './location.entity';

/** Locations by id, batched per request (a room's `location`). */
export const locationById = defineLoader<string, Location | null>('locationById', (em) => async (ids) => {
  const rows = await em.find(Location, { id: { $in: [...new Set(ids)] } });
  return byKeys(ids, rows, (row) => row.id);
});
