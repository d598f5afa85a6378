import { signedIn, type PermissionTable } from '../kernel/policy';

const OPERATOR = 'an Admin of the workspace that owns the place (checked against the place\'s real workspace) or the Platform Admin';
const READER = 'any signed-in user: active locations and rooms; operators also their own inactive ones; the Platform Admin everything';

/** Who may call each operation of the workspaces catalogue (docs/decisions.md#who-may-do-what). Anonymous callers get 401. */
export const cataloguePermissions: PermissionTable = {
  addresses: signedIn('Any signed-in user', { rest: ['GET /Address'] }),
  locations: signedIn(READER, { rest: ['POST /Location'] }),
  location: signedIn(`${READER}; null for a location the caller cannot see`),
  room: signedIn(`${READER} (by the room's location); null for a room the caller cannot see`),
  locationClosure: signedIn(`${READER} (by the closure's location); null otherwise`),
  roomClosure: signedIn(`${READER} (by the closure's room's location); null otherwise`),
  upsertLocation: signedIn(OPERATOR, { rest: ['POST /Location/upsert'] }),
  setLocationStatus: signedIn(OPERATOR),
  uploadLocationImage: signedIn('An Admin of any workspace or the Platform Admin (uploads are not tied to a location)', { rest: ['POST /Location/image'] }),
  uploadWaiver: signedIn('An Admin of any workspace or the Platform Admin (uploads are not tied to a location)', { rest: ['POST /Location/waiver'] }),
  uploadTerms: signedIn('An Admin of any workspace or the Platform Admin (uploads are not tied to a location)', { rest: ['POST /Location/terms'] }),
  locationIsOpen: signedIn(`${READER} (a location the caller cannot see is 404)`, { rest: ['GET /Location/is-open'] }),
  rooms: signedIn(`${READER} (by the room's location)`, { rest: ['POST /Room'] }),
  upsertRoom: signedIn(OPERATOR, { rest: ['POST /Room/upsert'] }),
  roomIsOpen: signedIn(`${READER} (a room the caller cannot see is 404)`, { rest: ['GET /Room/is-open'] }),
  locationClosures: signedIn(`${READER} (closures of visible locations)`, { rest: ['POST /LocationClosure'] }),
  createLocationClosures: signedIn(OPERATOR, { rest: ['POST /LocationClosure/create'] }),
  deleteLocationClosure: signedIn(OPERATOR, { rest: ['DELETE /LocationClosure/{id}'] }),
  roomClosures: signedIn(`${READER} (closures of rooms of visible locations)`, { rest: ['POST /RoomClosure'] }),
  createRoomClosures: signedIn(OPERATOR, { rest: ['POST /RoomClosure/create'] }),
  deleteRoomClosure: signedIn(OPERATOR, { rest: ['DELETE /RoomClosure/{id}'] }),
};
