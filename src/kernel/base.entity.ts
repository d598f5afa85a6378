import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** The entity base of the interface documents: `id`, `dateCreated`, `dateUpdated`. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => ID)
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  dateCreated: Date = new Date();

  @Field()
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  dateUpdated: Date = new Date();
}
