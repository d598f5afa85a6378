import { Int } from 'type-graphql';
import {
  arg,
  byIdQuery,
  computedField,
  countingWhenSelected,
  graphResolver,
  listQuery,
  mutation,
  optionalArg,
  pagedEdge,
  referenceEdge,
} from '../../kernel/resolver-builders';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { asInt32Tokens, roomTokenCostPerDay, roomTokenCostPerHour } from '../catalogue/token-cost';
import { Room } from './room.entity';
import { roomById, roomsOfLocation } from './room.loaders';
import { listRooms, upsertRoom } from './room.service';
import { GetRoomsInput, RoomChange, RoomIPagedResponse, UpsertRoomInput } from './room.types';
import { changeFeed } from '../../kernel/changes/change-feed';
import { ROOM_CREATED, ROOM_UPDATED } from '../catalogue/catalogue.webhook-events';

export const RoomResolver = graphResolver(() => Room, {
  rooms: listQuery({
    type: () => RoomIPagedResponse,
    input: () => GetRoomsInput,
    list: countingWhenSelected(listRooms),
    description: "GetRooms: room filters plus place filters on each room's location, newest first.",
  }),
  room: byIdQuery({
    type: () => Room,
    loader: roomById,
    description: 'A room by id; null when it does not exist or the caller may not see its location.',
    idDescription: 'The room id.',
  }),
  roomChanged: changeFeed({
    type: () => RoomChange,
    description: 'A room was created or changed (a subscription: GraphQL over WebSocket on /graphql); only rooms the caller may read.',
    events: [ROOM_CREATED, ROOM_UPDATED],
    record: { field: 'room', loader: roomById },
    id: (data) => data.roomId,
    parents: { locationId: { description: "Only the changes of this location's rooms.", of: (data) => data.locationId } },
  }),
  upsertRoom: mutation({
    type: () => Room,
    description: 'UpsertRoom: by id, else by (location, name), else creates.',
    args: [
      arg('input', () => UpsertRoomInput, 'Every field of the room.'),
      optionalArg('id', () => String, "The room to update; omitted: the location's room of the same name, else a new one."),
    ],
    run: upsertRoom,
  }),
  location: referenceEdge({
    type: () => Location,
    loader: locationById,
    key: 'locationId',
    required: 'a room is visible only with its location',
    description: 'The location the room is in (visible whenever the room is).',
  }),
  tokenCostPerHour: computedField({
    type: () => Int,
    description: 'Tokens an hour costs: ceil((marketplacePricePerHour ?? pricePerHour) / TOKEN_VALUE_CENTS).',
    resolve: (room: Room, ctx) => asInt32Tokens(roomTokenCostPerHour(room, ctx.settings.tokenValueCents)),
  }),
  tokenCostPerDay: computedField({
    type: () => Int,
    nullable: true,
    description: 'Tokens a day costs; null where the room has no daily price.',
    resolve: (room: Room, ctx) => asInt32Tokens(roomTokenCostPerDay(room, ctx.settings.tokenValueCents)),
  }),
});

/** `Location.rooms`: the edge lives with the room, which knows its location (a location knows no room). */
export const LocationRoomsEdge = graphResolver(() => Location, {
  rooms: pagedEdge({ type: () => RoomIPagedResponse, loader: roomsOfLocation, description: 'The rooms of the location, newest first.' }),
});
