import { InputType } from 'type-graphql';
import { IdFilter, Optional, Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { PublicHolidayOptOut } from './public-holiday.entity';

export const PublicHolidayOptOutIPagedResponse = PagedResponse(PublicHolidayOptOut, 'PublicHolidayOptOutIPagedResponse');

@InputType('SetLocationPublicHolidaysInput', {
  description: 'Whether a location follows public holidays, and whose; the caller must administer its workspace.',
})
export class SetLocationPublicHolidaysInput {
  @Required('The id of the location.')
  locationId!: string;

  @Required('True: the location is closed on the public holidays of its calendar (closures of type PublicHoliday); false: it is not.')
  follows!: boolean;

  @Optional(
    String,
    'ISO 3166-1 country code of the holidays (e.g. `US`); absent, null or blank reads `US`, the country of every address today.',
  )
  country?: string | null;

  @Optional(String, "Region of the country (a US state's code, e.g. `MA`); absent, null or blank reads the address's state.")
  region?: string | null;
}

@InputType('OptOutOfPublicHolidayInput', {
  description: 'A public holiday a following location stays open on; the caller must administer its workspace.',
})
export class OptOutOfPublicHolidayInput {
  @Required('The id of the location.')
  locationId!: string;

  @Required("The holiday's local day, YYYY-MM-DD: a public holiday of the location's calendar.")
  date!: string;
}

@InputType('GetPublicHolidayOptOutsInput', {
  description: 'A page of the opt-outs of the locations whose workspaces the caller administers (the Platform Admin: all), newest first.',
})
export class GetPublicHolidayOptOutsInput extends PageInput {
  @IdFilter(String, 'Only opt-outs of these locations; absent or empty filters nothing.')
  locationIds?: IdFilter;
}
