import { anyone, signedIn, type PermissionTable } from '../kernel/policy';

const OPERATOR = "an Admin of the workspace that owns the place (checked against the place's real workspace) or the Platform Admin";
const READER = 'any signed-in user: active locations and rooms; operators also their own inactive ones; the Platform Admin everything';
const FEED_READER =
  "whoever holds the location's feed token (in the feed URL; calendar apps send no header): a wrong, old or missing token is 404";

/** Who may call each operation of the workspaces catalogue (docs/decisions.md#who-may-do-what). Anonymous callers get 401. */
export const cataloguePermissions: PermissionTable = {
  addresses: signedIn('Any signed-in user'),
  locations: signedIn(READER),
  location: signedIn(`${READER}; null for a location the caller cannot see`),
  room: signedIn(`${READER} (by the room's location); null for a room the caller cannot see`),
  locationClosure: signedIn(`${READER} (by the closure's location); null otherwise`),
  roomClosure: signedIn(`${READER} (by the closure's room's location); null otherwise`),
  locationChanged: signedIn(`${READER}: the changes of the locations the caller may read when each change commits`),
  roomChanged: signedIn(`${READER} (by the room's location): the changes of the rooms the caller may read`),
  locationClosureChanged: signedIn(`${READER} (by the closure's location): the changes of closures the caller may read`),
  roomClosureChanged: signedIn(`${READER} (by the closure's room's location): the changes of closures the caller may read`),
  upsertLocation: signedIn(OPERATOR),
  setLocationStatus: signedIn(OPERATOR),
  uploadLocationImage: signedIn('An Admin of any workspace or the Platform Admin (uploads are not tied to a location)'),
  uploadWaiver: signedIn('An Admin of any workspace or the Platform Admin (uploads are not tied to a location)'),
  uploadTerms: signedIn('An Admin of any workspace or the Platform Admin (uploads are not tied to a location)'),
  locationIsOpen: signedIn(`${READER} (a location the caller cannot see is 404)`),
  rooms: signedIn(`${READER} (by the room's location)`),
  upsertRoom: signedIn(OPERATOR),
  roomIsOpen: signedIn(`${READER} (a room the caller cannot see is 404)`),
  locationClosures: signedIn(`${READER} (closures of visible locations)`),
  createLocationClosures: signedIn(OPERATOR),
  deleteLocationClosure: signedIn(OPERATOR),
  roomClosures: signedIn(`${READER} (closures of rooms of visible locations)`),
  createRoomClosures: signedIn(OPERATOR),
  deleteRoomClosure: signedIn(OPERATOR),
  locationCalendar: anyone(FEED_READER, { ignoresHeaderCredentials: true }),
  roomCalendar: anyone(FEED_READER, { ignoresHeaderCredentials: true }),
  locationCalendarFeed: signedIn(OPERATOR),
  roomCalendarFeed: signedIn(OPERATOR),
  rotateLocationCalendarToken: signedIn(OPERATOR),
  setLocationPublicHolidays: signedIn(OPERATOR),
  optOutOfPublicHoliday: signedIn(OPERATOR),
  optBackIntoPublicHoliday: signedIn(OPERATOR),
  publicHolidayOptOuts: signedIn(
    'any signed-in user: the opt-outs of the locations whose workspaces they administer (none for others); the Platform Admin all',
  ),
  publicHolidayOptOut: signedIn("an Admin of the location's workspace or the Platform Admin; null for others"),
};
