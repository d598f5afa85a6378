import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** Ties a user to a location of a workspace (one link per user and location). */
@ObjectType('UserLocation')
@Entity({ tableName: 'user_location' })
@Unique({ properties: ['userId', 'locationId'] })
export class UserLocation extends BaseEntity {
  @Field()
  @Property({ type: 'uuid' })
  userId!: string;

  @Field()
  @Property({ type: 'uuid' })
  workspaceId!: string;

  @Field()
  @Property({ type: 'uuid' })
  locationId!: string;
}
