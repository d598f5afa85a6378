import { auditTenant } from '../kernel/audit/audit-trail';
import type { DomainModule } from '../kernel/module';
import { createFileStorage } from '../kernel/storage/file-storage';
import { serveLocalUploads } from '../kernel/storage/serve-local-uploads';
import { AddressResolver } from './address/address.resolver';
import { createGeocoder } from './address/geocoder';
import './address/place-locator';
import { cataloguePermissions } from './catalogue.permissions';
import { catalogueRoutes } from './catalogue.routes';
import { loadCatalogueDemoData } from './catalogue-demo-data';
import { LocationClosure, RoomClosure } from './closure/closure.entity';
import { LocationUploadResolver } from './location/location-upload.resolver';
import { locationUploadRule } from './location/location-upload.service';
import { Location } from './location/location.entity';
import { LocationResolver, WorkspaceLocationsEdge } from './location/location.resolver';
import { Room } from './room/room.entity';
import { LocationRoomsEdge, RoomResolver } from './room/room.resolver';
import { Workspace } from './workspace/workspace.entity';
// After the location's and the room's resolvers: the edges and fields other folders add to Location and Room follow their own.
import {
  ClosureResolver,
  LocationClosureEdges,
  LocationClosuresEdge,
  RoomClosureEdges,
  RoomClosuresEdge,
} from './closure/closure.resolver';
import { IsOpenResolver, LocationOpenFields, RoomOpenFields } from './opening/is-open.resolver';
import { CalendarFeedResolver, LocationCalendarFeedField, RoomCalendarFeedField } from './calendar/calendar-feed.resolver';
import { PublicHolidayOptOut } from './public-holiday/public-holiday.entity';
import { startPublicHolidayRefresh } from './public-holiday/public-holiday-refresh';
import {
  LocationPublicHolidayOptOutsEdge,
  PublicHolidayOptOutEdges,
  PublicHolidayResolver,
} from './public-holiday/public-holiday.resolver';

/** The workspaces catalogue: locations, rooms, closures, public holidays, is-open, calendar feeds, address search, uploads. */
export const catalogueModule: DomainModule = {
  name: 'workspaces-catalogue',
  entities: [Workspace, Location, Room, LocationClosure, RoomClosure, PublicHolidayOptOut],
  resolvers: [
    AddressResolver,
    LocationResolver,
    WorkspaceLocationsEdge,
    LocationUploadResolver,
    IsOpenResolver,
    LocationOpenFields,
    RoomOpenFields,
    RoomResolver,
    LocationRoomsEdge,
    ClosureResolver,
    LocationClosureEdges,
    RoomClosureEdges,
    LocationClosuresEdge,
    RoomClosuresEdge,
    CalendarFeedResolver,
    LocationCalendarFeedField,
    RoomCalendarFeedField,
    PublicHolidayResolver,
    PublicHolidayOptOutEdges,
    LocationPublicHolidayOptOutsEdge,
  ],
  permissions: cataloguePermissions,
  restRoutes: catalogueRoutes,
  audit: {
    tenants: [
      auditTenant(Workspace, 'id'),
      auditTenant(Location, 'workspaceId'),
      auditTenant(LocationClosure, 'workspaceId'),
      auditTenant(RoomClosure, 'workspaceId'),
    ],
  },
  createServices: (settings) => ({
    geocoder: createGeocoder({ provider: settings.geocoder, nominatimUrl: settings.nominatimUrl ?? undefined }),
    fileStorage: createFileStorage(settings),
  }),
  async onStart(ctx) {
    if (ctx.settings.demoData) await loadCatalogueDemoData(ctx);
  },
  uploadRule: locationUploadRule,
  mountHttp: (app, _services, settings) => serveLocalUploads(app, settings),
  startWorkers: (orm, _services, _settings, log) => startPublicHolidayRefresh(orm, log.child({ worker: 'public-holidays' })),
};
