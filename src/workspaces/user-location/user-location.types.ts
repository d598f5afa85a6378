import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { UserLocation } from './user-location.entity';

@InputType('GetUserLocationsInput')
export class GetUserLocationsInput extends PageInput {
  @Field(() => [String], { nullable: true }) workspaceIds?: string[] | null;
  @Field(() => [String], { nullable: true }) locationIds?: string[] | null;
  @Field(() => [String], { nullable: true }) userIds?: string[] | null;
}

@InputType('CreateUserLocationInput')
export class CreateUserLocationInput {
  @Field() userId!: string;
  @Field() workspaceId!: string;
  @Field() locationId!: string;
}

export const UserLocationIPagedResponse = PagedResponse(UserLocation, 'UserLocationIPagedResponse');
