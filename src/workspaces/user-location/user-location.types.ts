import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { UserLocation } from './user-location.entity';

@InputType('GetUserLocationsInput', { description: 'Filters and page of GetUserLocations; every filter is optional and they combine.' })
export class GetUserLocationsInput extends PageInput {
  @Field(() => [String], { nullable: true, description: 'Only links of these workspaces (ids); null or empty: no filter.' }) workspaceIds?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Only links to these locations (ids); null or empty: no filter.' }) locationIds?: string[] | null;
  @Field(() => [String], { nullable: true, description: 'Only links of these users (ids); null or empty: no filter.' }) userIds?: string[] | null;
}

@InputType('CreateUserLocationInput', { description: 'A new user-location link (CreateUserLocation).' })
export class CreateUserLocationInput {
  @Field({ description: 'The user to link.' }) userId!: string;
  @Field({ description: 'The workspace; the caller must be its Admin.' }) workspaceId!: string;
  @Field({ description: 'A location of that workspace.' }) locationId!: string;
}

export const UserLocationIPagedResponse = PagedResponse(UserLocation, 'UserLocationIPagedResponse');
