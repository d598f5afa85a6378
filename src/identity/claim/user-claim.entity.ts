import { Entity, Property, Unique } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** A claim's type: at most this many characters, one line. */
export const CLAIM_TYPE_MAX = 200;
/** A claim's value: at most this many characters (tab and line breaks allowed). */
export const CLAIM_VALUE_MAX = 1000;

/** A claim of a user (AddUserClaim): a type and a value, e.g. `department` = `finance`. */
@ObjectType('UserClaim', { description: 'A claim of a user (a type and a value, e.g. `department` = `finance`), carried in their access tokens. Visible to the user and the Platform Admin.' })
@Entity({ tableName: 'user_claim' })
@Unique({ properties: ['userId', 'type', 'value'] })
export class UserClaim extends BaseEntity {
  @Property({ type: 'uuid' })
  userId!: string;

  @Field({ description: 'The claim type, e.g. `department`.' })
  @Property({ type: 'text' })
  type!: string;

  @Field({ description: 'The claim value, e.g. `finance`.' })
  @Property({ type: 'text' })
  value!: string;
}
