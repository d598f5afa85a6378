import { bodyAsInput, restTable, type RestRequest } from '../kernel/rest-route';

/** The upserts' optional `id` query parameter: none (or empty) creates. */
const upsert = (request: RestRequest) => {
  const id = request.query('id');
  return { input: request.body, id: id === undefined || id === '' ? null : id };
};
const uploadedFile = ({ file }: RestRequest) => ({ file: file ?? null });
const isOpen = ({ query }: RestRequest) => ({ id: query('Id') ?? null, date: query('Date') ?? null });
/** A calendar feed: the place in the path, the feed token in the query (calendar apps send no header). */
const calendar = ({ params, query }: RestRequest) => ({ id: params.id, token: query('token') ?? null });
const ICALENDAR = 'text/calendar; charset=utf-8';

/** A location's public-holiday setting (issue 15): not a member of the document's Location. */
const HOLIDAY_SETTING = ['followsPublicHolidays', 'publicHolidayCountry', 'publicHolidayRegion'];

/**
 * Every catalogue path of the workspaces service, mapped onto the graph. The document's records
 * where they differ from the graph's types: a Location has no `distanceMiles` (a search's answer
 * in the graph) nor public-holiday setting; a Room embeds its Location (without the
 * ExtendedLocation's `tokenCost`); a LocationClosure has no `holidayName` (its `type` says
 * PublicHoliday); IsOpenResponse's `closureType` is optional, present only when a closure decides.
 * A place's `calendarFeed` (its feed URL, for its admins) has rows of its own and is left out of the records.
 */
const documentedRoutes = restTable(
  'workspaces',
  {
    Location: { omit: ['distanceMiles', 'calendarFeed', ...HOLIDAY_SETTING] },
    Room: { omit: ['calendarFeed'], embed: { location: { omit: ['tokenCost', 'calendarFeed', ...HOLIDAY_SETTING] } } },
    LocationClosure: { omit: ['holidayName'] },
    IsOpenResponse: { omitWhenNull: ['closureType'] },
  },
  [
    {
      operation: 'GetAddresses',
      method: 'GET',
      path: '/Address',
      field: 'addresses',
      variables: ({ query }) => ({ query: query('Query') ?? null }),
    },
    { operation: 'GetLocations', method: 'POST', path: '/Location', field: 'locations', variables: bodyAsInput },
    { operation: 'UpsertLocation', method: 'POST', path: '/Location/upsert', field: 'upsertLocation', variables: upsert },
    {
      operation: 'UploadLocationImage',
      method: 'POST',
      path: '/Location/image',
      field: 'uploadLocationImage',
      upload: true,
      variables: uploadedFile,
    },
    { operation: 'UploadWaiver', method: 'POST', path: '/Location/waiver', field: 'uploadWaiver', upload: true, variables: uploadedFile },
    { operation: 'UploadTerms', method: 'POST', path: '/Location/terms', field: 'uploadTerms', upload: true, variables: uploadedFile },
    { operation: 'LocationIsOpen', method: 'GET', path: '/Location/is-open', field: 'locationIsOpen', variables: isOpen },
    { operation: 'GetLocationClosures', method: 'POST', path: '/LocationClosure', field: 'locationClosures', variables: bodyAsInput },
    {
      operation: 'CreateLocationClosures',
      method: 'POST',
      path: '/LocationClosure/create',
      field: 'createLocationClosures',
      variables: bodyAsInput,
    },
    {
      operation: 'DeleteLocationClosure',
      method: 'DELETE',
      path: '/LocationClosure/{id}',
      field: 'deleteLocationClosure',
      variables: ({ params }) => ({ id: params.id }),
    },
    { operation: 'GetRooms', method: 'POST', path: '/Room', field: 'rooms', variables: bodyAsInput },
    { operation: 'UpsertRoom', method: 'POST', path: '/Room/upsert', field: 'upsertRoom', variables: upsert },
    { operation: 'RoomIsOpen', method: 'GET', path: '/Room/is-open', field: 'roomIsOpen', variables: isOpen },
    { operation: 'GetRoomClosures', method: 'POST', path: '/RoomClosure', field: 'roomClosures', variables: bodyAsInput },
    { operation: 'CreateRoomClosures', method: 'POST', path: '/RoomClosure/create', field: 'createRoomClosures', variables: bodyAsInput },
    {
      operation: 'DeleteRoomClosure',
      method: 'DELETE',
      path: '/RoomClosure/{id}',
      field: 'deleteRoomClosure',
      variables: ({ params }) => ({ id: params.id }),
    },
    {
      operation: 'GetLocationCalendar',
      method: 'GET',
      path: '/Location/{id}/calendar.ics',
      field: 'locationCalendar',
      variables: calendar,
      textAnswer: ICALENDAR,
    },
    {
      operation: 'GetRoomCalendar',
      method: 'GET',
      path: '/Room/{id}/calendar.ics',
      field: 'roomCalendar',
      variables: calendar,
      textAnswer: ICALENDAR,
    },
    {
      operation: 'GetLocationCalendarFeed',
      method: 'GET',
      path: '/Location/{id}/calendar-feed',
      field: 'locationCalendarFeed',
      variables: ({ params }) => ({ locationId: params.id }),
    },
    {
      operation: 'GetRoomCalendarFeed',
      method: 'GET',
      path: '/Room/{id}/calendar-feed',
      field: 'roomCalendarFeed',
      variables: ({ params }) => ({ roomId: params.id }),
    },
    {
      operation: 'RotateLocationCalendarToken',
      method: 'POST',
      path: '/Location/{id}/calendar-feed/rotate',
      field: 'rotateLocationCalendarToken',
      variables: ({ params }) => ({ locationId: params.id }),
    },
  ],
);

/** The public-holiday paths (issue 15, no document): their Location shows its public-holiday setting. */
const publicHolidayRoutes = restTable('workspaces', { Location: { omit: ['distanceMiles', 'calendarFeed'] } }, [
  {
    operation: 'SetLocationPublicHolidays',
    method: 'POST',
    path: '/Location/public-holidays',
    field: 'setLocationPublicHolidays',
    variables: bodyAsInput,
  },
  {
    operation: 'GetPublicHolidayOptOuts',
    method: 'POST',
    path: '/PublicHolidayOptOut',
    field: 'publicHolidayOptOuts',
    variables: bodyAsInput,
  },
  {
    operation: 'OptOutOfPublicHoliday',
    method: 'POST',
    path: '/PublicHolidayOptOut/create',
    field: 'optOutOfPublicHoliday',
    variables: bodyAsInput,
  },
  {
    operation: 'OptBackIntoPublicHoliday',
    method: 'DELETE',
    path: '/PublicHolidayOptOut/{id}',
    field: 'optBackIntoPublicHoliday',
    variables: ({ params }) => ({ id: params.id }),
  },
]);

export const catalogueRoutes = [...documentedRoutes, ...publicHolidayRoutes];
