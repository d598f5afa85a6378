/**
 * The baseline of `npm run bench`: a bare node:http + pg server answering the catalogue workload's
 * two reads (`../shared/bench/catalogue-workload.md`) with hand-written SQL, no framework, no
 * authentication: the page of the 50 nearest matches with their workspace and their rooms (3
 * statements), one location by id (1 prepared statement). It shows what the hardware and PostgreSQL
 * allow; the gateway's figures are read as ratios to it. The answers have the graph's shape, so
 * `bench/apollo-server.js` serves them as resolvers.
 *
 *   DATABASE_URL=postgres://... PORT=4500 node bench/bare-server.js
 */
'use strict';
const http = require('node:http');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const MILES =
  '(2 * 3958.7613 * asin(least(1, sqrt(power(sin(radians(l.latitude - $1) / 2), 2) + cos(radians($1)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - $2) / 2), 2)))))';

// Nearest first as the GiST index of ll_to_earth walks them (its distance orders as the great circle
// does), stopping at the page: the box and the filters in the scan, the exact miles of each row it
// meets. Not named: PostgreSQL plans the page for its values each time (a generic plan would pick
// the amenities' GIN index for any amenities, however common).
const PAGE_TEXT =
  `select l.id, l.name, l.workspace_id, l.address, l.latitude, l.longitude, l.price, l.amenities, l.status, ${MILES} as distance ` +
  `from location l where earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(l.latitude, l.longitude) and ${MILES} <= $4 ` +
  `and l.amenities @> $5 and coalesce(l.marketplace_price, l.price) <= $6 and l.status = any($7) ` +
  `order by ll_to_earth(l.latitude, l.longitude) <-> ll_to_earth($1, $2) limit $8`;
const ROOMS = {
  name: 'bare-rooms',
  text: 'select id, name, capacity, price_per_hour, location_id from room where location_id = any($1) order by location_id, date_created desc, id desc',
};
const WORKSPACES = { name: 'bare-workspaces', text: 'select id, name from workspace where id = any($1)' };
const LOCATION = {
  name: 'bare-location',
  text: 'select id, name, workspace_id, address, latitude, longitude, price, amenities, status from location where id = $1',
};

const address = (a) => ({ line1: a.line1 ?? null, city: a.city ?? null, state: a.state ?? null, zipCode: a.zipCode ?? null });
/** A location row as the graph's Location (Q2's fields; the page adds its distance, workspace and rooms). */
const locationOf = (l) => ({
  id: l.id,
  name: l.name,
  workspaceId: l.workspace_id,
  address: address(l.address),
  geo: { latitude: l.latitude, longitude: l.longitude },
  price: Number(l.price),
  amenities: l.amenities,
  status: l.status,
});

async function cataloguePage(input, roomLimit = 20) {
  const g = input.geoSearch;
  const box = Math.min(g.maxMiles, 12500) * 1609.344 * 1.003;
  const page = await pool.query({
    text: PAGE_TEXT,
    values: [
      g.latitude,
      g.longitude,
      box,
      g.maxMiles + 1e-9,
      JSON.stringify(input.amenities),
      input.maxMarketplacePrice,
      input.statuses,
      input.limit,
    ],
  });
  const ids = page.rows.map((row) => row.id);
  const [rooms, workspaces] = await Promise.all([
    pool.query({ ...ROOMS, values: [ids] }),
    pool.query({ ...WORKSPACES, values: [[...new Set(page.rows.map((row) => row.workspace_id))]] }),
  ]);
  const roomsOf = new Map();
  for (const room of rooms.rows) {
    let list = roomsOf.get(room.location_id);
    if (!list) roomsOf.set(room.location_id, (list = []));
    if (list.length < roomLimit)
      list.push({ id: room.id, name: room.name, capacity: room.capacity, pricePerHour: Number(room.price_per_hour) });
  }
  const workspaceOf = new Map(workspaces.rows.map((w) => [w.id, { id: w.id, name: w.name }]));
  return {
    data: page.rows.map((l) => ({
      ...locationOf(l),
      distanceMiles: l.distance,
      workspace: workspaceOf.get(l.workspace_id) ?? null,
      rooms: { data: roomsOf.get(l.id) ?? [] },
    })),
  };
}

async function location(id) {
  const { rows } = await pool.query({ ...LOCATION, values: [id] });
  return rows[0] ? locationOf(rows[0]) : null;
}

module.exports = { cataloguePage, location, pool };

if (require.main === module) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const answer =
          req.url === '/catalogue'
            ? { data: { locations: await cataloguePage(JSON.parse(Buffer.concat(chunks).toString())) } }
            : { data: { location: await location(req.url.split('/').pop()) } };
        const json = JSON.stringify(answer);
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(json) });
        res.end(json);
      } catch (error) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end(String(error));
      }
    });
  });
  server.listen(Number(process.env.PORT ?? 4500), '127.0.0.1', () => process.stdout.write('ready\n'));
  process.on('SIGTERM', () => server.close(() => pool.end().then(() => process.exit(0))));
}
