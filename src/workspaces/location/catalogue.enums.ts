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

registerEnumType(LocationStatus, { name: 'LocationStatus' });
registerEnumType(ClosureType, { name: 'ClosureType' });
registerEnumType(Recurrence, { name: 'Recurrence' });
