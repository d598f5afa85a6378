import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** A claim of a user (AddUserClaim): a type and a value, e.g. `department` = `finance`. */
@ObjectType('UserClaim')
@Entity({ tableName: 'user_claim' })
@Unique({ properties: ['userId', 'type', 'value'] })
export class UserClaim extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  @Field()
  @Property({ type: 'text' })
  type!: string;

  @Field()
  @Property({ type: 'text' })
  value!: string;
}
