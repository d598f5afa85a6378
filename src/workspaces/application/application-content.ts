import { PHONE_MAX } from '../../identity/contact/contact';
import { readAddress } from '../../kernel/address';
import type { FieldErrors } from '../../kernel/errors';
import { CATALOGUE_LIMITS, InputChecker } from '../catalogue/catalogue-input';
import type { ApplicationLocation, ApplicationLocationRoom } from './application-location.types';

/**
 * The content of a workspace application: the locations and rooms the operator describes.
 * Field errors name the field by its path in the request body: `locations[0].address`,
 * `locations[1].rooms[0].pricePerHour` (documented in docs/onboarding.md).
 */
export const MAX_LOCATIONS = 50;
export const MAX_ROOMS_PER_LOCATION = 100;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/**
 * Turns the input into the stored JSON (trimmed text, blank text as null, no class instances). A
 * draft may leave anything out (submit checks completeness), but what it gives follows the
 * catalogue's rules (CATALOGUE_LIMITS, PHONE_MAX, ADDRESS_LINE_MAX), which approval applies again
 * when it creates the locations and rooms: a value the catalogue would refuse is refused here.
 */
export function normalizeLocations(input: ApplicationLocation[]): ApplicationLocation[] {
  const check = new InputChecker();
  if (input.length > MAX_LOCATIONS) check.add('locations', `At most ${MAX_LOCATIONS} locations.`);
  const locations = input.map((location, i) => normalizeLocation(location, `locations[${i}]`, check));
  check.throwIfAny();
  return locations;
}

function normalizeLocation(input: ApplicationLocation, path: string, check: InputChecker): ApplicationLocation {
  const { name, longText, url } = CATALOGUE_LIMITS;
  const rooms = input.rooms ?? null;
  if (rooms && rooms.length > MAX_ROOMS_PER_LOCATION) check.add(`${path}.rooms`, `At most ${MAX_ROOMS_PER_LOCATION} rooms per location.`);
  return {
    name: check.optionalText(`${path}.name`, input.name, { max: name, blankAsNull: true }),
    address: input.address ? { ...readAddress(input.address, `${path}.address`, check) } : null,
    schedule: input.schedule ? normalizeSchedule(input.schedule, `${path}.schedule`, check) : null,
    amenities: check.optionalStrings(`${path}.amenities`, input.amenities),
    price: check.optionalCents(`${path}.price`, input.price),
    marketplacePrice: check.optionalCents(`${path}.marketplacePrice`, input.marketplacePrice),
    pictureUrls: check.optionalStrings(`${path}.pictureUrls`, input.pictureUrls),
    phone: check.optionalText(`${path}.phone`, input.phone, { max: PHONE_MAX, blankAsNull: true }),
    checkInInstructions: check.optionalText(`${path}.checkInInstructions`, input.checkInInstructions, {
      max: longText,
      blankAsNull: true,
      multiline: true,
    }),
    description: check.optionalText(`${path}.description`, input.description, { max: longText, blankAsNull: true, multiline: true }),
    waiverUrl: check.optionalText(`${path}.waiverUrl`, input.waiverUrl, { max: url, blankAsNull: true }),
    termsOfSerivceUrl: check.optionalText(`${path}.termsOfSerivceUrl`, input.termsOfSerivceUrl, { max: url, blankAsNull: true }),
    rooms: rooms ? rooms.map((room, j) => normalizeRoom(room, `${path}.rooms[${j}]`, check)) : null,
    autoApproveReservations: input.autoApproveReservations,
  };
}

function normalizeRoom(input: ApplicationLocationRoom, path: string, check: InputChecker): ApplicationLocationRoom {
  return {
    name: check.optionalText(`${path}.name`, input.name, { max: CATALOGUE_LIMITS.name, blankAsNull: true }),
    pricePerHour: check.optionalCents(`${path}.pricePerHour`, input.pricePerHour),
    marketplacePricePerHour: check.optionalCents(`${path}.marketplacePricePerHour`, input.marketplacePricePerHour),
    pricePerDay: check.optionalCents(`${path}.pricePerDay`, input.pricePerDay),
    marketplacePricePerDay: check.optionalCents(`${path}.marketplacePricePerDay`, input.marketplacePricePerDay),
    quantity: check.optionalWholeNumber(`${path}.quantity`, input.quantity, 1),
    amenities: check.optionalStrings(`${path}.amenities`, input.amenities),
    capacity: check.optionalWholeNumber(`${path}.capacity`, input.capacity, 1),
    maxReservationMinutes: check.optionalWholeNumber(`${path}.maxReservationMinutes`, input.maxReservationMinutes, 1),
    pictureUrls: check.optionalStrings(`${path}.pictureUrls`, input.pictureUrls),
    autoApproveReservations: input.autoApproveReservations,
  };
}

function normalizeSchedule(
  input: NonNullable<ApplicationLocation['schedule']>,
  path: string,
  check: InputChecker,
): NonNullable<ApplicationLocation['schedule']> {
  const schedule = {} as NonNullable<ApplicationLocation['schedule']>;
  for (const day of WEEKDAYS) {
    const value = input[day];
    const maxVisitors = check.optionalWholeNumber(`${path}.${day}.maxVisitors`, value.maxVisitors, 0);
    schedule[day] = { isOpen: value.isOpen, open: value.open, close: value.close, maxVisitors };
  }
  return schedule;
}

/**
 * Submit's check (docs/decisions.md#submit-check): at least one location, each with name, address, schedule and price;
 * each room with name, pricePerHour, quantity and capacity. All problems at once, by field.
 */
export function completenessProblems(locations: ApplicationLocation[] | null): FieldErrors {
  const errors: FieldErrors = {};
  if (!locations || locations.length === 0) {
    errors.locations = ['At least one location is required to submit.'];
    return errors;
  }
  const locationNames = new Set<string>();
  locations.forEach((location, i) => {
    const path = `locations[${i}]`;
    if (!location.name) add(errors, `${path}.name`, 'Required to submit.');
    else if (!unique(locationNames, location.name)) add(errors, `${path}.name`, 'Two locations of the application have this name.');
    const address = location.address;
    if (!address || !(address.zipCode || (address.city && address.state)))
      add(errors, `${path}.address`, 'Required to submit: at least a ZIP code, or a city and a state.');
    if (!location.schedule) add(errors, `${path}.schedule`, 'Required to submit.');
    if (location.price == null) add(errors, `${path}.price`, 'Required to submit.');
    const roomNames = new Set<string>();
    (location.rooms ?? []).forEach((room, j) => {
      const roomPath = `${path}.rooms[${j}]`;
      if (!room.name) add(errors, `${roomPath}.name`, 'Required to submit.');
      else if (!unique(roomNames, room.name)) add(errors, `${roomPath}.name`, 'Two rooms of this location have this name.');
      if (room.pricePerHour == null) add(errors, `${roomPath}.pricePerHour`, 'Required to submit.');
      if (room.quantity == null) add(errors, `${roomPath}.quantity`, 'Required to submit.');
      if (room.capacity == null) add(errors, `${roomPath}.capacity`, 'Required to submit.');
    });
  });
  return errors;
}

function unique(seen: Set<string>, name: string): boolean {
  const key = name.toLowerCase();
  if (seen.has(key)) return false;
  seen.add(key);
  return true;
}

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
