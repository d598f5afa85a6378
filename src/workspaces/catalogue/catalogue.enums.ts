import { registerEnumType } from 'type-graphql';

export enum LocationStatus {
  Active = 'Active',
  Inactive = 'Inactive',
}

export enum ClosureType {
  Default = 'Default',
  ComingSoon = 'ComingSoon',
}

export enum Recurrence {
  None = 'None',
  Daily = 'Daily',
  Weekly = 'Weekly',
  Monthly = 'Monthly',
  Yearly = 'Yearly',
}

registerEnumType(LocationStatus, {
  name: 'LocationStatus',
  description: 'Whether a location is listed. Upserts keep it; `setLocationStatus` changes it.',
  valuesConfig: {
    Active: { description: 'Listed: every signed-in user sees the location, its rooms and its closures (the default of a new location).' },
    Inactive: { description: 'Withdrawn: only the Admins of its workspace and the Platform Admin see the location, its rooms and its closures.' },
  },
});

registerEnumType(ClosureType, {
  name: 'ClosureType',
  description: 'What a closure means to visitors.',
  valuesConfig: {
    Default: { description: 'An ordinary closure (holiday, maintenance...).' },
    ComingSoon: { description: 'The place has not opened yet.' },
  },
});

registerEnumType(Recurrence, {
  name: 'Recurrence',
  description: "How a closure repeats, in the location's time zone; a daylight-saving change does not move its local hours.",
  valuesConfig: {
    None: { description: 'Once: only the date range itself.' },
    Daily: { description: 'Every day, at the same local hours.' },
    Weekly: { description: 'Every week, on the same weekday.' },
    Monthly: { description: 'Every month, on the same day of the month; months without that day are skipped.' },
    Yearly: { description: 'Every year, on the same month and day; 29 February only in leap years.' },
  },
});
