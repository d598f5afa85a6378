import { defineGraphEnum, type GraphEnumValue } from '../../kernel/graph-enum';

export const LocationStatus = defineGraphEnum(
  'LocationStatus',
  'Whether a location is listed. Upserts keep it; `setLocationStatus` changes it.',
  {
    Active: 'Listed: every signed-in user sees the location, its rooms and its closures (the default of a new location).',
    Inactive: 'Withdrawn: only the Admins of its workspace and the Platform Admin see the location, its rooms and its closures.',
  },
);
export type LocationStatus = GraphEnumValue<typeof LocationStatus>;

export const ClosureType = defineGraphEnum('ClosureType', 'What a closure means to visitors.', {
  Default: 'An ordinary closure (holiday, maintenance...).',
  ComingSoon: 'The place has not opened yet.',
  PublicHoliday:
    'A public holiday the location follows (`followsPublicHolidays`): its whole local day, kept by the gateway; opt out of one with `optOutOfPublicHoliday`.',
});
export type ClosureType = GraphEnumValue<typeof ClosureType>;

export const Recurrence = defineGraphEnum(
  'Recurrence',
  "How a closure repeats, in the location's time zone; a daylight-saving change does not move its local hours.",
  {
    None: 'Once: only the date range itself.',
    Daily: 'Every day, at the same local hours.',
    Weekly: 'Every week, on the same weekday.',
    Monthly: 'Every month, on the same day of the month; months without that day are skipped.',
    Yearly: 'Every year, on the same month and day; 29 February only in leap years.',
  },
);
export type Recurrence = GraphEnumValue<typeof Recurrence>;
