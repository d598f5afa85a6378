import { randomUUID } from 'node:crypto';
import { PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/** The entity base of the interface documents: `id`, `dateCreated`, `dateUpdated`. */
@ObjectType()
export abstract class BaseEntity {
  @Field(() => ID, { description: 'The unique id of the record (a UUID).' })
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Field(() => Date, { description: 'When the record was created (an instant, ISO 8601).' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  dateCreated: Opt<Date> = new Date();

  @Field(() => Date, { description: 'When the record was last changed (an instant, ISO 8601).' })
  @Property({ type: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  dateUpdated: Opt<Date> = new Date();
}
