import { arg, byIdQuery, graphResolver, idArg, listQuery, mutation, pagedEdge, referenceEdge } from '../../kernel/resolver-builders';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { Room } from '../room/room.entity';
import { roomById } from '../room/room.loaders';
import { LocationClosure, RoomClosure } from './closure.entity';
import { changeFeed } from '../../kernel/changes/change-feed';
import { CLOSURE_CREATED, CLOSURE_DELETED } from '../catalogue/catalogue.webhook-events';
import { closuresOfLocation, closuresOfRoom, locationClosureById, roomClosureById } from './closure.loaders';
import {
  createLocationClosures,
  createRoomClosures,
  deleteLocationClosure,
  deleteRoomClosure,
  listLocationClosures,
  listRoomClosures,
} from './closure.service';
import {
  CreateLocationClosuresInput,
  CreateRoomClosuresInput,
  GetLocationClosuresInput,
  GetRoomClosuresInput,
  LocationClosureChange,
  LocationClosureIPagedResponse,
  RoomClosureChange,
  RoomClosureIPagedResponse,
} from './closure.types';

const LIST_INPUT = 'Paging and filters; absent means the first page of all.';
const closureId = idArg('The id of the closure to delete.');

export const ClosureResolver = graphResolver(null, {
  locationClosures: listQuery({
    type: () => LocationClosureIPagedResponse,
    input: () => GetLocationClosuresInput,
    inputDescription: LIST_INPUT,
    list: listLocationClosures,
    description: 'GetLocationClosures.',
  }),
  roomClosures: listQuery({
    type: () => RoomClosureIPagedResponse,
    input: () => GetRoomClosuresInput,
    inputDescription: LIST_INPUT,
    list: listRoomClosures,
    description: 'GetRoomClosures.',
  }),
  locationClosure: byIdQuery({
    type: () => LocationClosure,
    loader: locationClosureById,
    description: 'A location closure by id; null when it does not exist or the caller may not see its location.',
    idDescription: 'The closure id.',
  }),
  roomClosure: byIdQuery({
    type: () => RoomClosure,
    loader: roomClosureById,
    description: "A room closure by id; null when it does not exist or the caller may not see its room's location.",
    idDescription: 'The closure id.',
  }),
  locationClosureChanged: changeFeed({
    type: () => LocationClosureChange,
    description:
      'A location closure was created or deleted (a subscription: GraphQL over WebSocket on /graphql); only closures of locations the caller may read (a deletion: `locationClosure` null).',
    events: [CLOSURE_CREATED],
    record: { field: 'locationClosure', loader: locationClosureById },
    id: (data) => (data.closureType === 'LocationClosure' ? data.closureId : undefined),
    parents: { locationId: { description: "Only the changes of this location's closures.", of: (data) => data.locationId } },
    removal: { events: [CLOSURE_DELETED], parent: locationById, parentId: (data) => data.locationId },
  }),
  roomClosureChanged: changeFeed({
    type: () => RoomClosureChange,
    description:
      'A room closure was created or deleted (a subscription: GraphQL over WebSocket on /graphql); only closures of rooms the caller may read (a deletion: `roomClosure` null).',
    events: [CLOSURE_CREATED],
    record: { field: 'roomClosure', loader: roomClosureById },
    id: (data) => (data.closureType === 'RoomClosure' ? data.closureId : undefined),
    parents: { roomId: { description: "Only the changes of this room's closures.", of: (data) => data.roomId } },
    removal: { events: [CLOSURE_DELETED], parent: roomById, parentId: (data) => data.roomId },
  }),
  createLocationClosures: mutation({
    type: () => [LocationClosure],
    description: 'CreateLocationClosures (all or none).',
    args: [arg('input', () => CreateLocationClosuresInput, 'The closures to create.')],
    run: (ctx, input) => createLocationClosures(ctx, input.closures),
  }),
  createRoomClosures: mutation({
    type: () => [RoomClosure],
    description: 'CreateRoomClosures (all or none).',
    args: [arg('input', () => CreateRoomClosuresInput, 'The closures to create.')],
    run: (ctx, input) => createRoomClosures(ctx, input.closures),
  }),
  deleteLocationClosure: mutation({
    type: () => Boolean,
    description: 'DeleteLocationClosure.',
    args: [closureId],
    run: deleteLocationClosure,
  }),
  deleteRoomClosure: mutation({ type: () => Boolean, description: 'DeleteRoomClosure.', args: [closureId], run: deleteRoomClosure }),
});

export const LocationClosureEdges = graphResolver(() => LocationClosure, {
  location: referenceEdge({
    type: () => Location,
    loader: locationById,
    key: 'locationId',
    required: 'a closure is visible only with its location',
    description: 'The location the closure closes.',
  }),
});

export const RoomClosureEdges = graphResolver(() => RoomClosure, {
  room: referenceEdge({
    type: () => Room,
    loader: roomById,
    key: 'roomId',
    required: "a closure is visible only with its room's location",
    description: 'The room the closure closes.',
  }),
});

/** `Location.closures` and `Room.closures`: the edges live with the closure, which knows its place (a place knows no closure). */
export const LocationClosuresEdge = graphResolver(() => Location, {
  closures: pagedEdge({
    type: () => LocationClosureIPagedResponse,
    loader: closuresOfLocation,
    description: 'The closures of the location, newest first.',
  }),
});

export const RoomClosuresEdge = graphResolver(() => Room, {
  closures: pagedEdge({
    type: () => RoomClosureIPagedResponse,
    loader: closuresOfRoom,
    description: "The closures of the room, newest first (its location's closures close it too: see `isOpen`).",
  }),
});
