import { Entity, Unique } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/** A public holiday a location stays open on, though it follows public holidays (docs/decisions.md#public-holidays). */
@ObjectType('PublicHolidayOptOut', {
  description:
    'A public holiday a location stays open on although it follows public holidays. Seen by the Admins of its workspace and the Platform Admin.',
})
@Entity({ tableName: 'public_holiday_opt_out' })
/** One opt-out per location and day: concurrent opt-outs meet here (insertOrUpdate). */
@Unique({ properties: ['locationId', 'holidayDate'] })
export class PublicHolidayOptOut extends BaseEntity {
  @Column.uuid('The id of the location that stays open on the holiday.') locationId!: string;
  @Column.uuid('The workspace of the location (copied from the location).') workspaceId!: string;
  /** A local day, not an instant: a holiday is a whole day wherever the location is (its time zone makes it instants). */
  @Column.text("The holiday's local day, YYYY-MM-DD.") holidayDate!: string;
  @Column.text('The name of the holiday, as the public-holiday calendar gives it.') name!: string;
}
