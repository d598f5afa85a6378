import { User } from '../../identity/user/user.entity';
import { userById } from '../../identity/user/user.loaders';
import { arg, byIdQuery, graphResolver, idArg, listQuery, mutation, pagedEdge, referenceEdge } from '../../kernel/resolver-builders';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { Workspace } from '../workspace/workspace.entity';
import { workspaceById } from '../workspace/workspace.loaders';
import { UserLocation } from './user-location.entity';
import { userLocationById, userLocationsOfUser } from './user-location.loaders';
import { createUserLocation, deleteUserLocation, listUserLocations } from './user-location.service';
import { CreateUserLocationInput, GetUserLocationsInput, UserLocationIPagedResponse } from './user-location.types';

export const UserLocationResolver = graphResolver(() => UserLocation, {
  userLocations: listQuery({
    type: () => UserLocationIPagedResponse,
    input: () => GetUserLocationsInput,
    list: listUserLocations,
    description:
      "GetUserLocations: the Platform Admin sees all; a workspace's Admin its workspace's; a user their own links; newest first.",
  }),
  userLocation: byIdQuery({
    type: () => UserLocation,
    loader: userLocationById,
    description:
      "A user-location link by id; null when it does not exist or the caller may not see it (only the user, the workspace's Admins and the Platform Admin do).",
    idDescription: 'The link id.',
  }),
  createUserLocation: mutation({
    type: () => UserLocation,
    description: 'CreateUserLocation (an Admin of the workspace): links a user to one of its locations; 409 when the link exists.',
    args: [arg('input', () => CreateUserLocationInput, 'The link to create.')],
    run: createUserLocation,
  }),
  deleteUserLocation: mutation({
    type: () => Boolean,
    description: "DeleteUserLocation (an Admin of the link's workspace): removes the link (200 empty over REST).",
    args: [idArg('The link to remove.')],
    run: deleteUserLocation,
  }),
  user: referenceEdge({
    type: () => User,
    loader: userById,
    key: 'userId',
    required: 'the USER rule shows a user to the Admins of every workspace the user is linked to a location of',
    description: 'The linked user (visible whenever the link is).',
  }),
  location: referenceEdge({
    type: () => Location,
    loader: locationById,
    key: 'locationId',
    description: 'The linked location; null when the caller may not see it (an inactive location, for the linked user).',
  }),
  workspace: referenceEdge({
    type: () => Workspace,
    loader: workspaceById,
    key: 'workspaceId',
    description:
      'The workspace of the location; null when the caller may not see it (the linked user, when not a member and it has no active location).',
  }),
});

/** `User.locations`, declared here so that workspaces depend on identity and never the reverse. */
export const UserLocationsEdge = graphResolver(() => User, {
  locations: pagedEdge({
    type: () => UserLocationIPagedResponse,
    loader: userLocationsOfUser,
    description:
      "The user's location links the caller may see, newest first: all of them for the user themself and the Platform Admin; for a workspace's Admin, those of their workspaces.",
  }),
});
