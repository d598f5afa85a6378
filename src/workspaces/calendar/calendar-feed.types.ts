import { ObjectType } from 'type-graphql';
import { Optional, Required } from '../../kernel/field-decorators';

@ObjectType('CalendarFeed', {
  description:
    "The iCalendar feed of a location or a room (its opening hours and closures), with the location's feed token in its URL. Seen only by the Admins of the location's workspace and the Platform Admin.",
})
export class CalendarFeed {
  @Required('The URL a calendar app subscribes to (`.../calendar.ics?token=...`); it stops working when the token is rotated.')
  url!: string;

  @Optional(Date, "When the location's feed token was last rotated; null: never.")
  tokenRotatedAt?: Date | null;
}
