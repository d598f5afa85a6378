import { Entity, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/** A bookable space inside a location; `location` is resolved through a loader. */
@ObjectType('Room', { description: 'A bookable space inside a location. Seen by whoever may see its location.' })
@Entity({ tableName: 'room' })
export class Room extends BaseEntity {
  @Column.uuid('The id of the location the room is in.') locationId!: string;
  @Column.text('Name, unique within its location.') name!: string;
  @Column.cents('Price of one hour, in cents.') pricePerHour!: number;
  @Column.cents('Price of a whole day, in cents; null when the room has no daily price.', { nullable: true }) pricePerDay: number | null =
    null;
  @Column.cents('Price of one hour on the marketplace, in cents; null when the room is not on the marketplace.', { nullable: true })
  marketplacePricePerHour: number | null = null;
  @Column.cents('Price of a whole day on the marketplace, in cents, or null.', { nullable: true }) marketplacePricePerDay: number | null =
    null;
  @Column.integer('How many of this room exist.') quantity!: number;
  @Column.strings('Amenities of the room, free-form labels such as `whiteboard`, without duplicates.') amenities: Opt<string[]> = [];
  @Column.integer('People allowed.') capacity!: number;
  @Column.integer('Longest reservation allowed, in minutes.') maxReservationMinutes!: number;
  @Column.strings('Picture URLs, in display order (files uploaded with `uploadLocationImage`).') pictureUrls: Opt<string[]> = [];
  @Column.boolean('Whether reservations of the room are approved when created.') autoApproveReservations!: boolean;
  /** Room name, lower-cased, for `searchText`. */
  @Column.text({ hidden: true }) searchText: Opt<string> = '';
}
