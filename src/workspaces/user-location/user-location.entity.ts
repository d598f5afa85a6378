import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** Ties a user to a location of a workspace (one link per user and location). */
@ObjectType('UserLocation', {
  description: "Links a user to a location of a workspace (one link per user and location). Visible to the user, the workspace's Admins and the Platform Admin.",
})
@Entity({ tableName: 'user_location' })
@Unique({ properties: ['userId', 'locationId'] })
export class UserLocation extends BaseEntity {
  @Field({ description: 'The id of the linked user. See `user`.' })
  @Property({ type: 'uuid' })
  userId!: string;

  @Field({ description: 'The id of the workspace the location belongs to. See `workspace`.' })
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field({ description: 'The id of the linked location. See `location`.' })
  @Property({ type: 'uuid' })
  locationId!: string;
}
