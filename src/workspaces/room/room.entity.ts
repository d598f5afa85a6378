import { BigIntType, Entity, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { CentsScalar } from '../../graphql/scalars';

/** A bookable space inside a location; `location` is resolved through a loader. */
@ObjectType('Room')
@Entity({ tableName: 'room' })
export class Room extends BaseEntity {
  @Field()
  @Property({ type: 'uuid' })
  locationId!: string;

  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => CentsScalar)
  @Property({ type: new BigIntType('number') })
  pricePerHour!: number;

  @Field(() => CentsScalar, { nullable: true })
  @Property({ type: new BigIntType('number'), nullable: true })
  pricePerDay: number | null = null;

  @Field(() => CentsScalar, { nullable: true })
  @Property({ type: new BigIntType('number'), nullable: true })
  marketplacePricePerHour: number | null = null;

  @Field(() => CentsScalar, { nullable: true })
  @Property({ type: new BigIntType('number'), nullable: true })
  marketplacePricePerDay: number | null = null;

  @Field(() => Int, { description: 'How many of this room exist.' })
  @Property({ type: 'integer' })
  quantity!: number;

  @Field(() => [String])
  @Property({ type: 'json' })
  amenities: string[] = [];

  @Field(() => Int, { description: 'People allowed.' })
  @Property({ type: 'integer' })
  capacity!: number;

  @Field(() => Int)
  @Property({ type: 'integer' })
  maxReservationMinutes!: number;

  @Field(() => [String])
  @Property({ type: 'json' })
  pictureUrls: string[] = [];

  @Field()
  @Property({ type: 'boolean' })
  autoApproveReservations!: boolean;

  /** Room name, lower-cased, for `searchText`. */
  @Property({ type: 'text', hidden: true })
  searchText: string = '';
}
