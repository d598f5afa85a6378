import { arg, byIdQuery, graphResolver, idArg, listQuery, mutation, pagedEdge, referenceEdge } from '../../kernel/resolver-builders';
import { Location } from '../location/location.entity';
import { locationById } from '../location/location.loaders';
import { PublicHolidayOptOut } from './public-holiday.entity';
import { optOutsOfLocation, publicHolidayOptOutById } from './public-holiday.loaders';
import {
  listPublicHolidayOptOuts,
  optBackIntoPublicHoliday,
  optOutOfPublicHoliday,
  setLocationPublicHolidays,
} from './public-holiday.service';
import {
  GetPublicHolidayOptOutsInput,
  OptOutOfPublicHolidayInput,
  PublicHolidayOptOutIPagedResponse,
  SetLocationPublicHolidaysInput,
} from './public-holiday.types';

export const PublicHolidayResolver = graphResolver(null, {
  publicHolidayOptOuts: listQuery({
    type: () => PublicHolidayOptOutIPagedResponse,
    input: () => GetPublicHolidayOptOutsInput,
    inputDescription: 'Paging and filters; absent means the first page of all.',
    list: listPublicHolidayOptOuts,
    description: 'GetPublicHolidayOptOuts: the holidays the locations the caller administers stay open on, newest first.',
  }),
  publicHolidayOptOut: byIdQuery({
    type: () => PublicHolidayOptOut,
    loader: publicHolidayOptOutById,
    description: "A public-holiday opt-out by id; null when it does not exist or the caller does not administer its location's workspace.",
    idDescription: 'The opt-out id.',
  }),
  setLocationPublicHolidays: mutation({
    type: () => Location,
    description:
      'SetLocationPublicHolidays: whether the location closes on the public holidays of its country and region (closures of type PublicHoliday, kept for the next 12 months).',
    args: [arg('input', () => SetLocationPublicHolidaysInput, 'The location and its public-holiday calendar.')],
    run: setLocationPublicHolidays,
  }),
  optOutOfPublicHoliday: mutation({
    type: () => PublicHolidayOptOut,
    description:
      'OptOutOfPublicHoliday: the location stays open on one public holiday of its calendar (its PublicHoliday closure goes); asking again answers the same opt-out.',
    args: [arg('input', () => OptOutOfPublicHolidayInput, 'The location and the holiday.')],
    run: optOutOfPublicHoliday,
  }),
  optBackIntoPublicHoliday: mutation({
    type: () => Boolean,
    description: 'OptBackIntoPublicHoliday: deletes an opt-out, so the location closes on that holiday again.',
    args: [idArg('The id of the opt-out to delete.')],
    run: optBackIntoPublicHoliday,
  }),
});

export const PublicHolidayOptOutEdges = graphResolver(() => PublicHolidayOptOut, {
  location: referenceEdge({
    type: () => Location,
    loader: locationById,
    key: 'locationId',
    description: 'The location that stays open on the holiday; null when the caller may not see it.',
  }),
});

/** `Location.publicHolidayOptOuts`: the edge lives with the opt-out, which knows its location. */
export const LocationPublicHolidayOptOutsEdge = graphResolver(() => Location, {
  publicHolidayOptOuts: pagedEdge({
    type: () => PublicHolidayOptOutIPagedResponse,
    loader: optOutsOfLocation,
    description: 'The public holidays the location stays open on, newest first; empty unless the caller administers its workspace.',
  }),
});
