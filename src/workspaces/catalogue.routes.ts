import { bodyAsInput, restTable, type RestRequest } from '../kernel/rest-route';

/** The upserts' optional `id` query parameter: none (or empty) creates. */
const upsert = (request: RestRequest) => {
  const id = request.query('id');
  return { input: request.body, id: id === undefined || id === '' ? null : id };
};
const uploadedFile = ({ file }: RestRequest) => ({ file: file ?? null });
const isOpen = ({ query }: RestRequest) => ({ id: query('Id') ?? null, date: query('Date') ?? null });

/** A location's public-holiday setting (issue 15): not a member of the document's Location. */
const HOLIDAY_SETTING = ['followsPublicHolidays', 'publicHolidayCountry', 'publicHolidayRegion'];

/**
 * Every catalogue path of the workspaces service, mapped onto the graph. The document's records
 * where they differ from the graph's types: a Location has no `distanceMiles` (a search's answer
 * in the graph) nor public-holiday setting; a Room embeds its Location (without the
 * ExtendedLocation's `tokenCost`); a LocationClosure has no `holidayName` (its `type` says
 * PublicHoliday); IsOpenResponse's `closureType` is optional, present only when a closure decides.
 */
const documentedRoutes = restTable(
  'workspaces',
  {
    Location: { omit: ['distanceMiles', ...HOLIDAY_SETTING] },
    Room: { embed: { location: { omit: ['tokenCost', ...HOLIDAY_SETTING] } } },
    LocationClosure: { omit: ['holidayName'] },
    IsOpenResponse: { omitWhenNull: ['closureType'] },
  },
  [
    { operation: 'GetAddresses', method: 'GET', path: '/Address', field: 'addresses', variables: ({ query }) => ({ query: query('Query') ?? null }) },
    { operation: 'GetLocations', method: 'POST', path: '/Location', field: 'locations', variables: bodyAsInput },
    { operation: 'UpsertLocation', method: 'POST', path: '/Location/upsert', field: 'upsertLocation', variables: upsert },
    { operation: 'UploadLocationImage', method: 'POST', path: '/Location/image', field: 'uploadLocationImage', upload: true, variables: uploadedFile },
    { operation: 'UploadWaiver', method: 'POST', path: '/Location/waiver', field: 'uploadWaiver', upload: true, variables: uploadedFile },
    { operation: 'UploadTerms', method: 'POST', path: '/Location/terms', field: 'uploadTerms', upload: true, variables: uploadedFile },
    { operation: 'LocationIsOpen', method: 'GET', path: '/Location/is-open', field: 'locationIsOpen', variables: isOpen },
    { operation: 'GetLocationClosures', method: 'POST', path: '/LocationClosure', field: 'locationClosures', variables: bodyAsInput },
    { operation: 'CreateLocationClosures', method: 'POST', path: '/LocationClosure/create', field: 'createLocationClosures', variables: bodyAsInput },
    { operation: 'DeleteLocationClosure', method: 'DELETE', path: '/LocationClosure/{id}', field: 'deleteLocationClosure', variables: ({ params }) => ({ id: params.id }) },
    { operation: 'GetRooms', method: 'POST', path: '/Room', field: 'rooms', variables: bodyAsInput },
    { operation: 'UpsertRoom', method: 'POST', path: '/Room/upsert', field: 'upsertRoom', variables: upsert },
    { operation: 'RoomIsOpen', method: 'GET', path: '/Room/is-open', field: 'roomIsOpen', variables: isOpen },
    { operation: 'GetRoomClosures', method: 'POST', path: '/RoomClosure', field: 'roomClosures', variables: bodyAsInput },
    { operation: 'CreateRoomClosures', method: 'POST', path: '/RoomClosure/create', field: 'createRoomClosures', variables: bodyAsInput },
    { operation: 'DeleteRoomClosure', method: 'DELETE', path: '/RoomClosure/{id}', field: 'deleteRoomClosure', variables: ({ params }) => ({ id: params.id }) },
  ],
);

/** The public-holiday paths (issue 15, no document): their Location shows its public-holiday setting. */
const publicHolidayRoutes = restTable('workspaces', { Location: { omit: ['distanceMiles'] } }, [
  { operation: 'SetLocationPublicHolidays', method: 'POST', path: '/Location/public-holidays', field: 'setLocationPublicHolidays', variables: bodyAsInput },
  { operation: 'GetPublicHolidayOptOuts', method: 'POST', path: '/PublicHolidayOptOut', field: 'publicHolidayOptOuts', variables: bodyAsInput },
  { operation: 'OptOutOfPublicHoliday', method: 'POST', path: '/PublicHolidayOptOut/create', field: 'optOutOfPublicHoliday', variables: bodyAsInput },
  { operation: 'OptBackIntoPublicHoliday', method: 'DELETE', path: '/PublicHolidayOptOut/{id}', field: 'optBackIntoPublicHoliday', variables: ({ params }) => ({ id: params.id }) },
]);

export const catalogueRoutes = [...documentedRoutes, ...publicHolidayRoutes];
