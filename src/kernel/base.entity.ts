import { randomUUID } from 'node:crypto';
import { type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { Column } from './columns';

/** The entity base of the interface documents: `id`, `dateCreated`, `dateUpdated`. */
@ObjectType()
export abstract class BaseEntity {
  @Column.id('The unique id of the record (a UUID).') id: string = randomUUID();
  @Column.timestamptz('When the record was created (an instant, ISO 8601).', { defaultRaw: 'now()' }) dateCreated: Opt<Date> = new Date();
  @Column.timestamptz('When the record was last changed (an instant, ISO 8601).', { defaultRaw: 'now()', onUpdate: () => new Date() })
  dateUpdated: Opt<Date> = new Date();
}
