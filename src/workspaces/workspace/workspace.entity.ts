import { Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** An approved operator. Its tenant has `tenantId` = the workspace id; its Admins are the `Admin` role there. */
@ObjectType('Workspace')
@Entity({ tableName: 'workspace' })
export class Workspace extends BaseEntity {
  @Field()
  @Property({ type: 'text' })
  name!: string;

  /** Used to communicate with the operator (the application's contact email). */
  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field()
  @Property({ type: 'text' })
  logoUrl: string = '';
}
