/**
 * The baseline of `npm run bench:catalogue`: a bare node:http + pg server answering the same two
 * reads as the gateway (the app's catalogue page, one location by id) with hand-written SQL and
 * prepared statements, no framework, no authentication. It shows what the hardware and PostgreSQL
 * allow; the gateway's figures are read as ratios to it.
 *
 *   DATABASE_URL=postgres://... PORT=4500 node bench/bare-server.js
 */
'use strict';
const http = require('node:http');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const TOKEN_VALUE_CENTS = 1000;
const MILES =
  '(2 * 3958.7613 * asin(least(1, sqrt(power(sin(radians(l.latitude - $1) / 2), 2) + cos(radians($1)) * cos(radians(l.latitude)) * power(sin(radians(l.longitude - $2) / 2), 2)))))';

// Not named: PostgreSQL plans the page for its values each time. A named statement's generic plan
// (after five runs) ignores the geographic box and was six times slower on a vacuumed database.
const PAGE = {
  text:
    `select l.id, l.name, l.price, l.marketplace_price, l.amenities, l.address, l.workspace_id, ${MILES} as distance, ` +
    `(select count(*) from location l where l.status = 'Active' and earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(l.latitude, l.longitude) and ${MILES} <= $4 and l.amenities @> $5 and coalesce(l.marketplace_price, l.price) <= $6) as total ` +
    `from location l where l.status = 'Active' and earth_box(ll_to_earth($1, $2), $3) @> ll_to_earth(l.latitude, l.longitude) and ${MILES} <= $4 and l.amenities @> $5 and coalesce(l.marketplace_price, l.price) <= $6 ` +
    `order by distance, l.id limit $7`,
};
const ROOMS = {
  name: 'bare-rooms',
  text: `select * from (select r.id, r.name, r.capacity, r.price_per_hour, r.marketplace_price_per_hour, r.location_id, row_number() over (partition by r.location_id order by r.date_created desc, r.id desc) as n from room r where r.location_id = any($1)) x where x.n <= $2`,
};
const WORKSPACES = { name: 'bare-workspaces', text: 'select id, name from workspace where id = any($1)' };
const LOCATION = { name: 'bare-location', text: 'select * from location where id = $1' };

const tokens = (cents) => Math.ceil(Number(cents) / TOKEN_VALUE_CENTS);

async function cataloguePage(input) {
  const g = input.geoSearch;
  const box = Math.min(g.maxMiles, 12500) * 1609.344 * 1.003;
  const page = await pool.query({
    ...PAGE,
    values: [g.latitude, g.longitude, box, g.maxMiles + 1e-9, JSON.stringify(input.amenities), input.maxMarketplacePrice, input.limit],
  });
  const ids = page.rows.map((row) => row.id);
  const [rooms, workspaces] = await Promise.all([
    pool.query({ ...ROOMS, values: [ids, input.roomLimit] }),
    pool.query({ ...WORKSPACES, values: [[...new Set(page.rows.map((row) => row.workspace_id))]] }),
  ]);
  const roomsOf = new Map();
  for (const room of rooms.rows) {
    if (!roomsOf.has(room.location_id)) roomsOf.set(room.location_id, []);
    roomsOf.get(room.location_id).push({
      id: room.id,
      name: room.name,
      capacity: room.capacity,
      pricePerHour: Number(room.price_per_hour),
      tokenCostPerHour: tokens(room.marketplace_price_per_hour ?? room.price_per_hour),
    });
  }
  const workspaceOf = new Map(workspaces.rows.map((w) => [w.id, { id: w.id, name: w.name }]));
  return {
    data: {
      locations: {
        totalCount: page.rows.length ? Number(page.rows[0].total) : 0,
        data: page.rows.map((l) => ({
          id: l.id,
          name: l.name,
          distanceMiles: l.distance,
          tokenCost: tokens(l.marketplace_price ?? l.price),
          price: Number(l.price),
          marketplacePrice: l.marketplace_price === null ? null : Number(l.marketplace_price),
          amenities: l.amenities,
          address: { city: l.address.city ?? null, state: l.address.state ?? null, zipCode: l.address.zipCode ?? null },
          workspace: workspaceOf.get(l.workspace_id) ?? null,
          rooms: { data: roomsOf.get(l.id) ?? [] },
        })),
      },
    },
  };
}

async function location(id) {
  const { rows } = await pool.query({ ...LOCATION, values: [id] });
  const l = rows[0];
  if (!l) return { data: { location: null } };
  return {
    data: {
      location: {
        id: l.id,
        name: l.name,
        status: l.status,
        price: Number(l.price),
        tokenCost: tokens(l.marketplace_price ?? l.price),
        timeZone: l.time_zone,
        address: { city: l.address.city ?? null, state: l.address.state ?? null, zipCode: l.address.zipCode ?? null },
        geo: { latitude: l.latitude, longitude: l.longitude },
      },
    },
  };
}

module.exports = { cataloguePage, location, pool };

if (require.main === module) {
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', async () => {
      try {
        const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : {};
        const answer = req.url === '/catalogue' ? await cataloguePage(body) : await location(req.url.split('/').pop());
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
