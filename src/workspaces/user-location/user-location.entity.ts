import { Entity, Unique } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/** Ties a user to a location of a workspace (one link per user and location). */
@ObjectType('UserLocation', {
  description:
    "Links a user to a location of a workspace (one link per user and location). Visible to the user, the workspace's Admins and the Platform Admin.",
})
@Entity({ tableName: 'user_location' })
@Unique({ properties: ['userId', 'locationId'] })
export class UserLocation extends BaseEntity {
  @Column.uuid('The id of the linked user. See `user`.') userId!: string;
  @Column.uuid('The id of the workspace the location belongs to. See `workspace`.') workspaceId!: string;
  @Column.uuid('The id of the linked location. See `location`.') locationId!: string;
}
