import { InputType } from 'type-graphql';
import { IdFilter, Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { UserLocation } from './user-location.entity';

@InputType('GetUserLocationsInput', { description: 'Filters and page of GetUserLocations; every filter is optional and they combine.' })
export class GetUserLocationsInput extends PageInput {
  @IdFilter(String, 'Only links of these workspaces (ids); null or empty: no filter.')
  workspaceIds?: IdFilter;

  @IdFilter(String, 'Only links to these locations (ids); null or empty: no filter.')
  locationIds?: IdFilter;

  @IdFilter(String, 'Only links of these users (ids); null or empty: no filter.')
  userIds?: IdFilter;
}

@InputType('CreateUserLocationInput', { description: 'A new user-location link (CreateUserLocation).' })
export class CreateUserLocationInput {
  @Required('The user to link.')
  userId!: string;

  @Required('The workspace; the caller must be its Admin.')
  workspaceId!: string;

  @Required('A location of that workspace.')
  locationId!: string;
}

export const UserLocationIPagedResponse = PagedResponse(UserLocation, 'UserLocationIPagedResponse');
