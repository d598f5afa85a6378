import { BigIntType, Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { CentsScalar } from '../../kernel/scalars';

/** A bookable space inside a location; `location` is resolved through a loader. */
@ObjectType('Room', { description: 'A bookable space inside a location. Seen by whoever may see its location.' })
@Entity({ tableName: 'room' })
export class Room extends BaseEntity {
  @Field({ description: 'The id of the location the room is in.' })
  @Property({ type: 'uuid' })
  locationId!: string;

  @Field({ description: 'Name, unique within its location.' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => CentsScalar, { description: 'Price of one hour, in cents.' })
  @Property({ type: new BigIntType('number') })
  pricePerHour!: number;

  @Field(() => CentsScalar, { nullable: true, description: 'Price of a whole day, in cents; null when the room has no daily price.' })
  @Property({ type: new BigIntType('number'), nullable: true })
  pricePerDay: number | null = null;

  @Field(() => CentsScalar, { nullable: true, description: 'Price of one hour on the marketplace, in cents; null when the room is not on the marketplace.' })
  @Property({ type: new BigIntType('number'), nullable: true })
  marketplacePricePerHour: number | null = null;

  @Field(() => CentsScalar, { nullable: true, description: 'Price of a whole day on the marketplace, in cents, or null.' })
  @Property({ type: new BigIntType('number'), nullable: true })
  marketplacePricePerDay: number | null = null;

  @Field(() => Int, { description: 'How many of this room exist.' })
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => [String], { description: 'Amenities of the room, free-form labels such as `whiteboard`, without duplicates.' })
  @Property({ type: 'json' })
  amenities: Opt<string[]> = [];

  @Field(() => Int, { description: 'People allowed.' })
  @Property({ type: 'integer' })
  capacity!: number;

  @Field(() => Int, { description: 'Longest reservation allowed, in minutes.' })
  @Property({ type: 'integer' })
  maxReservationMinutes!: number;

  @Field(() => [String], { description: 'Picture URLs, in display order (files uploaded with `uploadLocationImage`).' })
  @Property({ type: 'json' })
  pictureUrls: Opt<string[]> = [];

  @Field({ description: 'Whether reservations of the room are approved when created.' })
  @Property({ type: 'boolean' })
  autoApproveReservations!: boolean;

  /** Room name, lower-cased, for `searchText`. */
  @Property({ type: 'text', hidden: true })
  searchText: Opt<string> = '';
}
