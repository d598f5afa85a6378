import { Entity, Unique } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/** A claim's type: at most this many characters, one line. */
export const CLAIM_TYPE_MAX = 200;
/** A claim's value: at most this many characters (tab and line breaks allowed). */
export const CLAIM_VALUE_MAX = 1000;

/** A claim of a user (AddUserClaim): a type and a value, e.g. `department` = `finance`. */
@ObjectType('UserClaim', {
  description:
    'A claim of a user (a type and a value, e.g. `department` = `finance`), carried in their access tokens. Visible to the user and the Platform Admin.',
})
@Entity({ tableName: 'user_claim' })
@Unique({ properties: ['userId', 'type', 'value'] })
export class UserClaim extends BaseEntity {
  @Column.uuid() userId!: string;
  @Column.text('The claim type, e.g. `department`.') type!: string;
  @Column.text('The claim value, e.g. `finance`.') value!: string;
}
