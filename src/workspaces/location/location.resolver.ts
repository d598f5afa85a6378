import { Float, Int } from 'type-graphql';
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
import { Workspace } from '../workspace/workspace.entity';
import { readsWorkspaceOfReadableLocation, workspaceById } from '../workspace/workspace.loaders';
import { Location } from './location.entity';
import { locationById, locationsOfWorkspace } from './location.loaders';
import type { FoundLocation } from './location.search';
import { listLocations, setLocationStatus, upsertLocation } from './location.service';
import { GetLocationsInput, LocationChange, LocationIPagedResponse, SetLocationStatusInput, UpsertLocationInput } from './location.types';
import { changeFeed } from '../../kernel/changes/change-feed';
import { LOCATION_ACTIVATED, LOCATION_CREATED, LOCATION_DEACTIVATED, LOCATION_UPDATED } from '../catalogue/catalogue.webhook-events';
import { asInt32Tokens, tokenCost } from '../catalogue/token-cost';

export const LocationResolver = graphResolver(() => Location, {
  locations: listQuery({
    type: () => LocationIPagedResponse,
    input: () => GetLocationsInput,
    list: countingWhenSelected(listLocations),
    description:
      'GetLocations: every filter combined, newest first; with `geoSearch`, nearest first (ties by id). Operators also see their own inactive locations.',
  }),
  location: byIdQuery({
    type: () => Location,
    loader: locationById,
    description: "A location by id; null when it does not exist or the caller may not see it (another operator's inactive location).",
    idDescription: 'The location id.',
  }),
  locationChanged: changeFeed({
    type: () => LocationChange,
    description:
      'A location was created, changed, activated or deactivated (a subscription: GraphQL over WebSocket on /graphql); only locations the caller may read.',
    events: [LOCATION_CREATED, LOCATION_UPDATED, LOCATION_ACTIVATED, LOCATION_DEACTIVATED],
    record: { field: 'location', loader: locationById },
    id: (data) => data.locationId,
    parents: { workspaceId: { description: "Only the changes of this workspace's locations.", of: (data) => data.workspaceId } },
  }),
  upsertLocation: mutation({
    type: () => Location,
    description: 'UpsertLocation: by id, else by (workspace, name), else creates.',
    args: [
      arg('input', () => UpsertLocationInput, 'Every field of the location.'),
      optionalArg('id', () => String, "The location to update; omitted: the workspace's location of the same name, else a new one."),
    ],
    run: upsertLocation,
  }),
  setLocationStatus: mutation({
    type: () => Location,
    description: 'Sets a location Active or Inactive.',
    args: [arg('input', () => SetLocationStatusInput, 'The location and its new status.')],
    run: (ctx, input) => setLocationStatus(ctx, input.id, input.status),
  }),
  tokenCost: computedField({
    type: () => Int,
    description: 'Tokens the location costs license users: ceil((marketplacePrice ?? price) / TOKEN_VALUE_CENTS).',
    resolve: (location: Location, ctx) => asInt32Tokens(tokenCost(location.price, location.marketplacePrice, ctx.settings.tokenValueCents)),
  }),
  distanceMiles: computedField({
    type: () => Float,
    nullable: true,
    description: 'Great-circle miles from the point of the `geoSearch` that found this location; null without a geo search.',
    resolve: (location: FoundLocation) => location.distanceMiles ?? null,
  }),
  workspace: referenceEdge({
    type: () => Workspace,
    loader: workspaceById,
    key: 'workspaceId',
    readableWithReferrer: readsWorkspaceOfReadableLocation,
    description: 'The workspace (operator) the location belongs to.',
  }),
});

/** `Workspace.locations`: the edge lives with the location, which knows its workspace (a workspace knows no location). */
export const WorkspaceLocationsEdge = graphResolver(() => Workspace, {
  locations: pagedEdge({
    type: () => LocationIPagedResponse,
    loader: locationsOfWorkspace,
    description: "The workspace's locations the caller may see (active ones; its Admins also inactive ones), newest first.",
  }),
});
