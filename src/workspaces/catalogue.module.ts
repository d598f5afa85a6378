import type { DomainModule } from '../kernel/module';
import { LocationClosure, RoomClosure } from './closure/closure.entity';
import { Location } from './location/location.entity';
import { Room } from './room/room.entity';
import { Workspace } from './workspace/workspace.entity';
import { createGeocoder } from './address/geocoder';
import './address/place-locator';

/** The workspaces catalogue: locations, rooms, closures, is-open, address search, uploads. */
export const catalogueModule: DomainModule = {
  name: 'workspaces-catalogue',
  entities: [Workspace, Location, Room, LocationClosure, RoomClosure],
  resolvers: [],
  permissions: {},
  restRoutes: [],
  createServices: (settings) => ({
    geocoder: createGeocoder({ provider: settings.geocoder, nominatimUrl: settings.nominatimUrl ?? undefined }),
  }),
};
