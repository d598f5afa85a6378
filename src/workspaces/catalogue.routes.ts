import type { RestRequest, RestRoute } from '../rest/route';

const ADDRESS = 'line1 line2 state city zipCode';
const DAY = 'isOpen open close maxVisitors';
const SCHEDULE = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => `${d} { ${DAY} }`).join(' ');
const LOCATION = `id dateCreated dateUpdated workspaceId name address { ${ADDRESS} } schedule { ${SCHEDULE} } price marketplacePrice geo { latitude longitude } timeZone pictureUrls amenities phone checkInInstructions description waiverUrl termsOfSerivceUrl autoApproveReservations status`;
const EXTENDED_LOCATION = `${LOCATION} tokenCost`;
const ROOM = 'id dateCreated dateUpdated locationId name pricePerHour pricePerDay marketplacePricePerHour marketplacePricePerDay quantity amenities capacity maxReservationMinutes pictureUrls autoApproveReservations';
const EXTENDED_ROOM = `${ROOM} location { ${LOCATION} } tokenCostPerHour tokenCostPerDay`;
const CLOSURE = 'id dateCreated dateUpdated dateRange { from to } workspaceId recurrence recurrenceEndDate type';
const PAGE = 'pagedRequest { offset limit } totalCount';

/** Picks the documented body fields (unknown members are ignored, as JSON APIs usually do). */
function pick(body: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) if (body[field] !== undefined) out[field] = body[field];
  return out;
}

const PAGED = ['offset', 'limit'];
const LOCATION_FILTERS = [...PAGED, 'excludeLocationsNotOnMarketplace', 'ids', 'workspaceIds', 'searchText', 'geoSearch', 'state', 'amenities', 'maxMarketplacePrice', 'statuses', 'maxTokens'];
const ROOM_FILTERS = [...PAGED, 'excludeRoomsNotOnMarketplace', 'ids', 'locationIds', 'searchText', 'geoSearch', 'state', 'amenities', 'minimumCapacity', 'maxMarketplacePricePerHour', 'maxTokensPerHour'];
const UPSERT_LOCATION = ['workspaceId', 'name', 'address', 'schedule', 'pictureUrls', 'amenities', 'price', 'marketplacePrice', 'phone', 'checkInInstructions', 'description', 'waiverUrl', 'termsOfSerivceUrl', 'autoApproveReservations'];
const UPSERT_ROOM = ['locationId', 'name', 'pricePerHour', 'pricePerDay', 'marketplacePricePerHour', 'marketplacePricePerDay', 'quantity', 'amenities', 'capacity', 'maxReservationMinutes', 'pictureUrls', 'autoApproveReservations'];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The documented members of a nested object, its required ones sent as null when missing: the graph
 * then names the member itself (`closures[0].recurrence`, `schedule.monday.open`) in the 400
 * instead of the whole object.
 */
function members(value: unknown, required: string[], optional: string[] = []): unknown {
  if (!isObject(value)) return value;
  const out = pick(value, optional);
  for (const field of required) out[field] = value[field] ?? null;
  return out;
}

const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

function schedule(value: unknown): unknown {
  const days = members(value, DAYS);
  if (!isObject(days)) return days;
  for (const day of DAYS) days[day] = members(days[day], ['isOpen', 'open', 'close'], ['maxVisitors']);
  return days;
}

const geoSearch = (value: unknown) => members(value, ['maxMiles', 'latitude', 'longitude']);

function closures(body: Record<string, unknown>, ownerField: string): unknown {
  if (!Array.isArray(body.closures)) return body.closures;
  return body.closures.map((c) => {
    const closure = members(c, ['dateRange', 'workspaceId', ownerField, 'recurrence'], ['recurrenceEndDate', 'type']);
    if (isObject(closure)) closure.dateRange = members(closure.dateRange, ['from', 'to']);
    return closure;
  });
}

function locationFilters(body: Record<string, unknown>): Record<string, unknown> {
  const input = pick(body, LOCATION_FILTERS);
  if (input.geoSearch !== undefined) input.geoSearch = geoSearch(input.geoSearch);
  return input;
}

function roomFilters(body: Record<string, unknown>): Record<string, unknown> {
  const input = pick(body, ROOM_FILTERS);
  if (input.geoSearch !== undefined) input.geoSearch = geoSearch(input.geoSearch);
  return input;
}

function upsertLocationInput(body: Record<string, unknown>): Record<string, unknown> {
  const input = pick(body, UPSERT_LOCATION);
  if (input.schedule !== undefined) input.schedule = schedule(input.schedule);
  if (input.address !== undefined) input.address = members(input.address, [], ['line1', 'line2', 'state', 'city', 'zipCode']);
  return input;
}

function optionalId(request: RestRequest): string | null {
  const id = request.query('id');
  return id === undefined || id === '' ? null : id;
}

function upload(operation: string, path: string, field: string): RestRoute {
  return {
    service: 'workspaces',
    operation,
    method: 'POST',
    path,
    upload: true,
    document: `mutation ${operation}($file: Upload) { ${field}(file: $file) }`,
    variables: ({ file }) => ({ file: file ?? null }),
    field,
  };
}

/** Every catalogue path of the workspaces service, mapped onto the graph. */
export const catalogueRoutes: RestRoute[] = [
  {
    service: 'workspaces',
    operation: 'GetAddresses',
    method: 'GET',
    path: '/Address',
    document: 'query GetAddresses($query: String) { addresses(query: $query) { address geo { latitude longitude } } }',
    variables: (request) => ({ query: request.query('Query') ?? null }),
    field: 'addresses',
  },
  {
    service: 'workspaces',
    operation: 'GetLocations',
    method: 'POST',
    path: '/Location',
    document: `query GetLocations($input: GetLocationsInput) { locations(input: $input) { data { ${EXTENDED_LOCATION} } ${PAGE} } }`,
    variables: ({ body }) => ({ input: locationFilters(body) }),
    field: 'locations',
  },
  {
    service: 'workspaces',
    operation: 'UpsertLocation',
    method: 'POST',
    path: '/Location/upsert',
    document: `mutation UpsertLocation($input: UpsertLocationInput!, $id: String) { upsertLocation(input: $input, id: $id) { ${EXTENDED_LOCATION} } }`,
    variables: (request) => ({ input: upsertLocationInput(request.body), id: optionalId(request) }),
    field: 'upsertLocation',
  },
  upload('UploadLocationImage', '/Location/image', 'uploadLocationImage'),
  upload('UploadWaiver', '/Location/waiver', 'uploadWaiver'),
  upload('UploadTerms', '/Location/terms', 'uploadTerms'),
  {
    service: 'workspaces',
    operation: 'LocationIsOpen',
    method: 'GET',
    path: '/Location/is-open',
    document: 'query LocationIsOpen($id: String, $date: String) { locationIsOpen(id: $id, date: $date) { isOpen closureType } }',
    variables: (request) => ({ id: request.query('Id') ?? null, date: request.query('Date') ?? null }),
    field: 'locationIsOpen',
    // IsOpenResponse: `closureType` ClosureType (optional): present only when a closure decides.
    omitWhenNull: ['closureType'],
  },
  {
    service: 'workspaces',
    operation: 'GetLocationClosures',
    method: 'POST',
    path: '/LocationClosure',
    document: `query GetLocationClosures($input: GetLocationClosuresInput) { locationClosures(input: $input) { data { ${CLOSURE} locationId } ${PAGE} } }`,
    variables: ({ body }) => ({ input: pick(body, [...PAGED, 'locationIds']) }),
    field: 'locationClosures',
  },
  {
    service: 'workspaces',
    operation: 'CreateLocationClosures',
    method: 'POST',
    path: '/LocationClosure/create',
    document: `mutation CreateLocationClosures($input: CreateLocationClosuresInput!) { createLocationClosures(input: $input) { ${CLOSURE} locationId } }`,
    variables: ({ body }) => ({ input: { closures: closures(body, 'locationId') } }),
    field: 'createLocationClosures',
  },
  {
    service: 'workspaces',
    operation: 'DeleteLocationClosure',
    method: 'DELETE',
    path: '/LocationClosure/{id}',
    document: 'mutation DeleteLocationClosure($id: String!) { deleteLocationClosure(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
    field: 'deleteLocationClosure',
    empty: true,
  },
  {
    service: 'workspaces',
    operation: 'GetRooms',
    method: 'POST',
    path: '/Room',
    document: `query GetRooms($input: GetRoomsInput) { rooms(input: $input) { data { ${EXTENDED_ROOM} } ${PAGE} } }`,
    variables: ({ body }) => ({ input: roomFilters(body) }),
    field: 'rooms',
  },
  {
    service: 'workspaces',
    operation: 'UpsertRoom',
    method: 'POST',
    path: '/Room/upsert',
    document: `mutation UpsertRoom($input: UpsertRoomInput!, $id: String) { upsertRoom(input: $input, id: $id) { ${EXTENDED_ROOM} } }`,
    variables: (request) => ({ input: pick(request.body, UPSERT_ROOM), id: optionalId(request) }),
    field: 'upsertRoom',
  },
  {
    service: 'workspaces',
    operation: 'RoomIsOpen',
    method: 'GET',
    path: '/Room/is-open',
    document: 'query RoomIsOpen($id: String, $date: String) { roomIsOpen(id: $id, date: $date) { isOpen closureType } }',
    variables: (request) => ({ id: request.query('Id') ?? null, date: request.query('Date') ?? null }),
    field: 'roomIsOpen',
    // IsOpenResponse: `closureType` ClosureType (optional): present only when a closure decides.
    omitWhenNull: ['closureType'],
  },
  {
    service: 'workspaces',
    operation: 'GetRoomClosures',
    method: 'POST',
    path: '/RoomClosure',
    document: `query GetRoomClosures($input: GetRoomClosuresInput) { roomClosures(input: $input) { data { ${CLOSURE} roomId } ${PAGE} } }`,
    variables: ({ body }) => ({ input: pick(body, [...PAGED, 'roomIds']) }),
    field: 'roomClosures',
  },
  {
    service: 'workspaces',
    operation: 'CreateRoomClosures',
    method: 'POST',
    path: '/RoomClosure/create',
    document: `mutation CreateRoomClosures($input: CreateRoomClosuresInput!) { createRoomClosures(input: $input) { ${CLOSURE} roomId } }`,
    variables: ({ body }) => ({ input: { closures: closures(body, 'roomId') } }),
    field: 'createRoomClosures',
  },
  {
    service: 'workspaces',
    operation: 'DeleteRoomClosure',
    method: 'DELETE',
    path: '/RoomClosure/{id}',
    document: 'mutation DeleteRoomClosure($id: String!) { deleteRoomClosure(id: $id) }',
    variables: ({ params }) => ({ id: params.id }),
    field: 'deleteRoomClosure',
    empty: true,
  },
];
