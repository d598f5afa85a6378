/**
 * The catalogue workload of `../shared/bench/catalogue-workload.md`, in one place: its data (made
 * in PostgreSQL by `WORKLOAD_DATA_SQL`, like the bare server's data would be), and its three
 * requests, each drawn afresh per request (`drawRequest`): the catalogue page through the graph
 * (and through Apollo alone, the same document), the same page over REST, one location by id.
 * Plain JavaScript: the load processes (`bench/load.js`) require it without a compiler.
 */
'use strict';

/** The 30 metro centres: name, state, latitude, longitude, weight (the document's list). */
const METROS = [
  ['New York', 'NY', 40.7128, -74.006, 10],
  ['Los Angeles', 'CA', 34.0522, -118.2437, 8],
  ['Chicago', 'IL', 41.8781, -87.6298, 6],
  ['Houston', 'TX', 29.7604, -95.3698, 5],
  ['Phoenix', 'AZ', 33.4484, -112.074, 4],
  ['Philadelphia', 'PA', 39.9526, -75.1652, 4],
  ['San Antonio', 'TX', 29.4241, -98.4936, 3],
  ['San Diego', 'CA', 32.7157, -117.1611, 3],
  ['Dallas', 'TX', 32.7767, -96.797, 5],
  ['San Francisco', 'CA', 37.7749, -122.4194, 6],
  ['Austin', 'TX', 30.2672, -97.7431, 4],
  ['Seattle', 'WA', 47.6062, -122.3321, 4],
  ['Denver', 'CO', 39.7392, -104.9903, 3],
  ['Boston', 'MA', 42.3601, -71.0589, 4],
  ['Atlanta', 'GA', 33.749, -84.388, 4],
  ['Miami', 'FL', 25.7617, -80.1918, 4],
  ['Washington', 'DC', 38.9072, -77.0369, 5],
  ['Minneapolis', 'MN', 44.9778, -93.265, 2],
  ['Portland', 'OR', 45.5152, -122.6784, 2],
  ['Nashville', 'TN', 36.1627, -86.7816, 2],
  ['Detroit', 'MI', 42.3314, -83.0458, 2],
  ['Charlotte', 'NC', 35.2271, -80.8431, 2],
  ['Salt Lake City', 'UT', 40.7608, -111.891, 2],
  ['Kansas City', 'MO', 39.0997, -94.5786, 2],
  ['Columbus', 'OH', 39.9612, -82.9988, 2],
  ['Raleigh', 'NC', 35.7796, -78.6382, 2],
  ['St. Louis', 'MO', 38.627, -90.1994, 2],
  ['Pittsburgh', 'PA', 40.4406, -79.9959, 2],
  ['Las Vegas', 'NV', 36.1699, -115.1398, 2],
  ['Orlando', 'FL', 28.5383, -81.3792, 2],
];

/** Each amenity and the share of locations that have it. */
const AMENITIES = [
  ['wifi', 0.9],
  ['parking', 0.5],
  ...[
    'coffee',
    'printer',
    'kitchen',
    'phone_booth',
    'showers',
    'bike_storage',
    '24h_access',
    'meeting_rooms',
    'pet_friendly',
    'accessible',
  ].map((name) => [name, 0.4]),
];

const day = (open, close) => ({ isOpen: true, open: `${open}:00`, close: `${close}:00`, maxVisitors: null });
const closed = { isOpen: false, open: '00:00:00', close: '00:00:00', maxVisitors: null };
const weekdays = {
  monday: day('08:00', '18:00'),
  tuesday: day('08:00', '18:00'),
  wednesday: day('08:00', '18:00'),
  thursday: day('08:00', '18:00'),
};
const SCHEDULE = JSON.stringify({ ...weekdays, friday: day('08:00', '17:00'), saturday: closed, sunday: closed });
const SCHEDULE_WITH_SATURDAY = JSON.stringify({
  ...weekdays,
  friday: day('08:00', '17:00'),
  saturday: day('10:00', '14:00'),
  sunday: closed,
});

const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;

/**
 * The data, as SQL statements to run in order on the gateway's migrated schema (emptied first):
 * 5,000 workspaces; 100,000 locations, 70% at a gaussian offset (sigma 0.18 degrees, the longitude
 * offset divided by cos(latitude)) from a metro centre picked by weight, 30% uniform over the
 * continental box; amenities, prices, status and schedules as the document draws them; 3 rooms per
 * location inserted in room id order (so a location's rooms lie in different pages of the table);
 * 50,000 closures on random days of one year; then vacuumed and analysed. Seeded: every run loads
 * the same data.
 */
function workloadDataSql() {
  const totalWeight = METROS.reduce((sum, m) => sum + m[4], 0);
  let cumulative = 0;
  const metroRows = METROS.map(([name, state, lat, lon, weight], i) => {
    const row = `(${i}, ${literal(name)}, ${literal(state)}, ${lat}, ${lon}, ${cumulative / totalWeight}, ${(cumulative + weight) / totalWeight})`;
    cumulative += weight;
    return row;
  });
  const amenityDraws = AMENITIES.map(([name, share], i) => `case when g.a[${i + 1}] < ${share} then ${literal(name)} end`).join(', ');
  return [
    'select setseed(0.40)',
    `create temp table bench_metro (k int, name text, state text, lat float8, lon float8, lo float8, hi float8) on commit preserve rows`,
    `insert into bench_metro values ${metroRows.join(', ')}`,
    `insert into workspace (id, name, email, date_created)
       select gen_random_uuid(), 'Workspace ' || n, 'ops' || n || '@example.com', now() - n * interval '1 minute' from generate_series(1, 5000) n`,
    `create temp table bench_workspace as select id, (row_number() over (order by id))::int - 1 as k from workspace`,
    // Every random draw of a location, once per row (a volatile call in a join would be drawn per pair).
    `create temp table bench_draw as
       select n, random() as clustered, random() as pick, sqrt(-2 * ln(1 - random())) as radius, 2 * pi() * random() as angle,
         random() as u_lat, random() as u_lon, array(select random() from generate_series(1, ${AMENITIES.length}) where n > 0) as a,
         1500 + floor(random() * 48501)::bigint as price, random() as active, floor(random() * 5000)::int as workspace_k
       from generate_series(1, 100000) n`,
    `insert into location (id, workspace_id, name, address, schedule, price, marketplace_price, latitude, longitude, time_zone, phone,
       check_in_instructions, waiver_url, terms_of_serivce_url, auto_approve_reservations, status, state_code, search_text, amenities, date_created)
     select gen_random_uuid(), w.id, 'Desk ' || g.n,
       jsonb_build_object('line1', g.n || ' Main St', 'city', coalesce(m.name, 'Town ' || (g.n % 997)), 'state', coalesce(m.state, 'KS'),
         'zipCode', lpad((g.n % 99999)::text, 5, '0')),
       case when g.n % 3 = 0 then ${literal(SCHEDULE_WITH_SATURDAY)}::jsonb else ${literal(SCHEDULE)}::jsonb end,
       g.price, null,
       case when m.k is null then 25 + g.u_lat * 24 else m.lat + 0.18 * g.radius * cos(g.angle) end,
       case when m.k is null then -124 + g.u_lon * 57 else m.lon + 0.18 * g.radius * sin(g.angle) / cos(radians(m.lat)) end,
       'America/New_York', '+1 212 555 0100', 'Ask at the desk.', 'https://example.com/waiver.pdf', 'https://example.com/terms.pdf', true,
       case when g.active < 0.9 then 'Active' else 'Inactive' end, coalesce(m.state, 'KS'), 'desk ' || g.n,
       to_jsonb(array_remove(array[${amenityDraws}], null)), now() - g.n * interval '1 second'
     from bench_draw g
     join bench_workspace w on w.k = g.workspace_k
     left join bench_metro m on g.clustered < 0.7 and g.pick >= m.lo and g.pick < m.hi`,
    `insert into room (id, location_id, name, price_per_hour, marketplace_price_per_hour, quantity, amenities, capacity, max_reservation_minutes,
       picture_urls, auto_approve_reservations, search_text, date_created)
     select * from (
       select gen_random_uuid() as id, l.id as location_id, 'Room ' || r as name, 500 + floor(random() * 9501)::bigint as price_per_hour,
         null::bigint, 1, '["screen"]'::jsonb, 2 + floor(random() * 19)::int as capacity, 240, '[]'::jsonb, true, 'room ' || r,
         l.date_created - r * interval '1 millisecond'
       from location l cross join generate_series(1, 3) r) rooms
     order by id`,
    `create temp table bench_location as select id, workspace_id, (row_number() over (order by id))::int - 1 as k from location`,
    `insert into location_closure (id, location_id, workspace_id, date_from, date_to, recurrence, type)
     select gen_random_uuid(), l.id, l.workspace_id, d.day, d.day + interval '1 day' - interval '1 second', 'None', 'Default'
     from (select floor(random() * 100000)::int as k, date_trunc('day', now()) + floor(random() * 365)::int * interval '1 day' as day
           from generate_series(1, 50000)) d
     join bench_location l on l.k = d.k`,
    'drop table bench_metro, bench_workspace, bench_draw, bench_location',
  ];
}

/** The catalogue page's document (Q1): the graph's, and Apollo alone's (the same fields). */
const CATALOGUE_DOCUMENT =
  'query Catalogue($input: GetLocationsInput) { locations(input: $input) { data { id name workspaceId address { line1 city state zipCode } ' +
  'geo { latitude longitude } price amenities status distanceMiles workspace { id name } rooms(offset: 0, limit: 20) { data { id name capacity pricePerHour } } } } }';
/** One location by id (Q2). */
const LOCATION_DOCUMENT =
  'query Location($id: ID!) { location(id: $id) { id name workspaceId address { line1 city state zipCode } geo { latitude longitude } price amenities status } }';

/** A catalogue page's filters: a metro centre (uniform) jittered by up to 0.05 degrees, 25 miles, wifi and parking, at most $250, active, the 50 nearest. */
function catalogueInput(random = Math.random) {
  const [, , latitude, longitude] = METROS[Math.floor(random() * METROS.length)];
  return {
    offset: 0,
    limit: 50,
    geoSearch: { latitude: latitude + (random() * 2 - 1) * 0.05, longitude: longitude + (random() * 2 - 1) * 0.05, maxMiles: 25 },
    amenities: ['wifi', 'parking'],
    maxMarketplacePrice: 25000,
    statuses: ['Active'],
  };
}

/** A location's status set (a write and its event: `bench/pooler.ts`'s mix). */
const SET_STATUS_DOCUMENT =
  'mutation SetStatus($id: String!, $s: LocationStatus!) { setLocationStatus(input: { id: $id, status: $s }) { id status } }';
/** A sign-up (an account and its transaction: `bench/pooler.ts`'s mix). */
const SIGN_UP_DOCUMENT = 'mutation SignUp($input: SignUpInput!) { signUp(input: $input) { id } }';

/**
 * One request of a kind, drawn afresh: its path (under the target's base URL) and body.
 * `catalogue-graph` (the graph and Apollo alone), `catalogue-rest`, `catalogue-bare`,
 * `location-graph`, `location-bare`; `mixed-graph` (through /graphql: 45% catalogue pages, 35%
 * reads by id, 10% status changes, 10% sign-ups); `ids` are the locations a read by id draws from.
 */
function drawRequest(kind, ids, random = Math.random) {
  const id = () => ids[Math.floor(random() * ids.length)];
  switch (kind) {
    case 'catalogue-graph':
      return { body: JSON.stringify({ query: CATALOGUE_DOCUMENT, variables: { input: catalogueInput(random) } }) };
    case 'catalogue-rest':
    case 'catalogue-bare':
      return { body: JSON.stringify(catalogueInput(random)) };
    case 'location-graph':
      return { body: JSON.stringify({ query: LOCATION_DOCUMENT, variables: { id: id() } }) };
    case 'location-bare':
      return { path: `/location/${id()}` };
    case 'mixed-graph': {
      const draw = random();
      if (draw < 0.45) return drawRequest('catalogue-graph', ids, random);
      if (draw < 0.8) return drawRequest('location-graph', ids, random);
      if (draw < 0.9)
        return { body: JSON.stringify({ query: SET_STATUS_DOCUMENT, variables: { id: id(), s: random() < 0.5 ? 'Active' : 'Inactive' } }) };
      const who = `${Date.now().toString(36)}${Math.floor(random() * 1e9).toString(36)}`;
      return {
        body: JSON.stringify({
          query: SIGN_UP_DOCUMENT,
          variables: { input: { email: `bench-${who}@example.com`, password: `Qx7!${who}-Harbour-Lantern` } },
        }),
      };
    }
    default:
      throw new Error(`unknown request kind ${kind}`);
  }
}

module.exports = { METROS, AMENITIES, SCHEDULE, workloadDataSql, CATALOGUE_DOCUMENT, LOCATION_DOCUMENT, catalogueInput, drawRequest };
