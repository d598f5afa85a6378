import { arg, computedField, graphResolver, mutation, optionalArg, query } from '../../kernel/resolver-builders';
import { Location } from '../location/location.entity';
import { Room } from '../room/room.entity';
import {
  calendarFeedOfLocation,
  calendarFeedOfRoom,
  locationCalendar,
  locationCalendarFeed,
  roomCalendar,
  roomCalendarFeed,
  rotateLocationCalendarToken,
} from './calendar-feed.service';
import { CalendarFeed } from './calendar-feed.types';

const ICS =
  "The place's iCalendar document (RFC 5545, text/calendar): its location's weekly opening hours and the closures, recurring ones as RRULEs in the location's time zone (with its VTIMEZONE). Read with the feed token of the URL (`calendarFeed.url`), no sign-in; a wrong, old or missing token is NOT_FOUND, as an unknown place.";
const token = optionalArg('token', () => String, "The location's feed token, from the feed URL.");

export const CalendarFeedResolver = graphResolver(null, {
  locationCalendar: query({
    type: () => String,
    description: ICS,
    args: [arg('id', () => String, 'The location id.'), token],
    run: locationCalendar,
  }),
  roomCalendar: query({ type: () => String, description: ICS, args: [arg('id', () => String, 'The room id.'), token], run: roomCalendar }),
  locationCalendarFeed: query({
    type: () => CalendarFeed,
    description: "The location's calendar feed URL, for its workspace's Admins and the Platform Admin.",
    args: [arg('locationId', () => String, 'The location id.')],
    run: locationCalendarFeed,
  }),
  roomCalendarFeed: query({
    type: () => CalendarFeed,
    description: "The room's calendar feed URL (with its location's token), for the workspace's Admins and the Platform Admin.",
    args: [arg('roomId', () => String, 'The room id.')],
    run: roomCalendarFeed,
  }),
  rotateLocationCalendarToken: mutation({
    type: () => CalendarFeed,
    description:
      "Gives the location (and so its rooms) a new feed token: every feed URL with the old one answers 404 from now on. Answers the location's new feed.",
    args: [arg('locationId', () => String, 'The location id.')],
    run: rotateLocationCalendarToken,
  }),
});

export const LocationCalendarFeedField = graphResolver(() => Location, {
  calendarFeed: computedField({
    type: () => CalendarFeed,
    nullable: true,
    description:
      "The location's calendar feed (its URL carries the feed token); null unless the caller is an Admin of its workspace or the Platform Admin.",
    resolve: calendarFeedOfLocation,
  }),
});

export const RoomCalendarFeedField = graphResolver(() => Room, {
  calendarFeed: computedField({
    type: () => CalendarFeed,
    nullable: true,
    description:
      "The room's calendar feed (its URL carries its location's feed token); null unless the caller is an Admin of the workspace or the Platform Admin.",
    resolve: calendarFeedOfRoom,
  }),
});
