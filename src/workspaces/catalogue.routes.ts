import { isJsonObject, members, restTable, type RestRequest } from '../rest/route';

const PAGED = ['offset', 'limit'];
const LOCATION_FILTERS = [...PAGED, 'excludeLocationsNotOnMarketplace', 'ids', 'workspaceIds', 'searchText', 'geoSearch', 'state', 'amenities', 'maxMarketplacePrice', 'statuses', 'maxTokens'];
const ROOM_FILTERS = [...PAGED, 'excludeRoomsNotOnMarketplace', 'ids', 'locationIds', 'searchText', 'geoSearch', 'state', 'amenities', 'minimumCapacity', 'maxMarketplacePricePerHour', 'maxTokensPerHour'];
const UPSERT_LOCATION = ['workspaceId', 'name', 'address', 'schedule', 'pictureUrls', 'amenities', 'price', 'marketplacePrice', 'phone', 'checkInInstructions', 'description', 'waiverUrl', 'termsOfSerivceUrl', 'autoApproveReservations'];
const UPSERT_ROOM = ['locationId', 'name', 'pricePerHour', 'pricePerDay', 'marketplacePricePerHour', 'marketplacePricePerDay', 'quantity', 'amenities', 'capacity', 'maxReservationMinutes', 'pictureUrls', 'autoApproveReservations'];
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** The documented body members, as sent (unknown members are ignored, as JSON APIs usually do). */
const pick = (body: Record<string, unknown>, fields: string[]) => members(body, [], fields) as Record<string, unknown>;

/** A Schedule of a body: the seven days, each with its required members (null when missing) and `maxVisitors` as sent. */
export function schedule(value: unknown): unknown {
  const days = members(value, DAYS);
  if (!isJsonObject(days)) return days;
  for (const day of DAYS) days[day] = members(days[day], ['isOpen', 'open', 'close'], ['maxVisitors']);
  return days;
}

const geoSearch = (value: unknown) => members(value, ['maxMiles', 'latitude', 'longitude']);

function closures(body: Record<string, unknown>, ownerField: string): unknown {
  if (!Array.isArray(body.closures)) return body.closures;
  return body.closures.map((c) => {
    const closure = members(c, ['dateRange', 'workspaceId', ownerField, 'recurrence'], ['recurrenceEndDate', 'type']);
    if (isJsonObject(closure)) closure.dateRange = members(closure.dateRange, ['from', 'to']);
    return closure;
  });
}

function filters(body: Record<string, unknown>, fields: string[]): Record<string, unknown> {
  const input = pick(body, fields);
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

const uploadedFile = ({ file }: RestRequest) => ({ file: file ?? null });
const isOpen = ({ query }: RestRequest) => ({ id: query('Id') ?? null, date: query('Date') ?? null });

/**
 * Every catalogue path of the workspaces service, mapped onto the graph. The document's records
 * where they differ from the graph's types: a Location has no `distanceMiles` (a search's answer
 * in the graph); a Room embeds its Location (without the ExtendedLocation's `tokenCost`);
 * IsOpenResponse's `closureType` is optional, present only when a closure decides.
 */
export const catalogueRoutes = restTable(
  'workspaces',
  { Location: { omit: ['distanceMiles'] }, Room: { embed: { location: { omit: ['tokenCost'] } } }, IsOpenResponse: { omitWhenNull: ['closureType'] } },
  [
    { operation: 'GetAddresses', method: 'GET', path: '/Address', field: 'addresses', variables: ({ query }) => ({ query: query('Query') ?? null }) },
    { operation: 'GetLocations', method: 'POST', path: '/Location', field: 'locations', variables: ({ body }) => ({ input: filters(body, LOCATION_FILTERS) }) },
    { operation: 'UpsertLocation', method: 'POST', path: '/Location/upsert', field: 'upsertLocation', variables: (request) => ({ input: upsertLocationInput(request.body), id: optionalId(request) }) },
    { operation: 'UploadLocationImage', method: 'POST', path: '/Location/image', field: 'uploadLocationImage', upload: true, variables: uploadedFile },
    { operation: 'UploadWaiver', method: 'POST', path: '/Location/waiver', field: 'uploadWaiver', upload: true, variables: uploadedFile },
    { operation: 'UploadTerms', method: 'POST', path: '/Location/terms', field: 'uploadTerms', upload: true, variables: uploadedFile },
    { operation: 'LocationIsOpen', method: 'GET', path: '/Location/is-open', field: 'locationIsOpen', variables: isOpen },
    { operation: 'GetLocationClosures', method: 'POST', path: '/LocationClosure', field: 'locationClosures', variables: ({ body }) => ({ input: pick(body, [...PAGED, 'locationIds']) }) },
    { operation: 'CreateLocationClosures', method: 'POST', path: '/LocationClosure/create', field: 'createLocationClosures', variables: ({ body }) => ({ input: { closures: closures(body, 'locationId') } }) },
    { operation: 'DeleteLocationClosure', method: 'DELETE', path: '/LocationClosure/{id}', field: 'deleteLocationClosure', variables: ({ params }) => ({ id: params.id }) },
    { operation: 'GetRooms', method: 'POST', path: '/Room', field: 'rooms', variables: ({ body }) => ({ input: filters(body, ROOM_FILTERS) }) },
    { operation: 'UpsertRoom', method: 'POST', path: '/Room/upsert', field: 'upsertRoom', variables: (request) => ({ input: pick(request.body, UPSERT_ROOM), id: optionalId(request) }) },
    { operation: 'RoomIsOpen', method: 'GET', path: '/Room/is-open', field: 'roomIsOpen', variables: isOpen },
    { operation: 'GetRoomClosures', method: 'POST', path: '/RoomClosure', field: 'roomClosures', variables: ({ body }) => ({ input: pick(body, [...PAGED, 'roomIds']) }) },
    { operation: 'CreateRoomClosures', method: 'POST', path: '/RoomClosure/create', field: 'createRoomClosures', variables: ({ body }) => ({ input: { closures: closures(body, 'roomId') } }) },
    { operation: 'DeleteRoomClosure', method: 'DELETE', path: '/RoomClosure/{id}', field: 'deleteRoomClosure', variables: ({ params }) => ({ id: params.id }) },
  ],
);
