import { BadInputError, type FieldErrors } from '../../kernel/errors';
import type { ApplicationLocation, ApplicationLocationRoom } from './application-location.types';

/**
 * The content of a workspace application: the locations and rooms the operator describes.
 * Field errors name the field by its path in the request body: `locations[0].address`,
 * `locations[1].rooms[0].pricePerHour` (documented in docs/onboarding.md).
 */
export const MAX_LOCATIONS = 50;
export const MAX_ROOMS_PER_LOCATION = 100;
const MAX_TEXT = 2000;
const MAX_LIST = 50;
const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;

/** Turns the input into the stored JSON (trimmed text, no class instances), checking only the shape. */
export function normalizeLocations(input: ApplicationLocation[]): ApplicationLocation[] {
  const errors: FieldErrors = {};
  if (input.length > MAX_LOCATIONS) errors.locations = [`At most ${MAX_LOCATIONS} locations.`];
  const locations = input.map((location, i) => normalizeLocation(location, `locations[${i}]`, errors));
  if (Object.keys(errors).length) throw new BadInputError(errors);
  return locations;
}

function normalizeLocation(input: ApplicationLocation, path: string, errors: FieldErrors): ApplicationLocation {
  const rooms = input.rooms ?? null;
  if (rooms && rooms.length > MAX_ROOMS_PER_LOCATION) add(errors, `${path}.rooms`, `At most ${MAX_ROOMS_PER_LOCATION} rooms per location.`);
  return {
    name: text(input.name, `${path}.name`, errors),
    address: input.address
      ? {
          line1: text(input.address.line1, `${path}.address.line1`, errors),
          line2: text(input.address.line2, `${path}.address.line2`, errors),
          state: text(input.address.state, `${path}.address.state`, errors),
          city: text(input.address.city, `${path}.address.city`, errors),
          zipCode: text(input.address.zipCode, `${path}.address.zipCode`, errors),
        }
      : null,
    schedule: input.schedule ? normalizeSchedule(input.schedule, `${path}.schedule`, errors) : null,
    amenities: list(input.amenities, `${path}.amenities`, errors),
    price: input.price ?? null,
    marketplacePrice: input.marketplacePrice ?? null,
    pictureUrls: list(input.pictureUrls, `${path}.pictureUrls`, errors),
    phone: text(input.phone, `${path}.phone`, errors),
    checkInInstructions: text(input.checkInInstructions, `${path}.checkInInstructions`, errors),
    description: text(input.description, `${path}.description`, errors),
    waiverUrl: text(input.waiverUrl, `${path}.waiverUrl`, errors),
    termsOfSerivceUrl: text(input.termsOfSerivceUrl, `${path}.termsOfSerivceUrl`, errors),
    rooms: rooms ? rooms.map((room, j) => normalizeRoom(room, `${path}.rooms[${j}]`, errors)) : null,
    autoApproveReservations: input.autoApproveReservations,
  };
}

function normalizeRoom(input: ApplicationLocationRoom, path: string, errors: FieldErrors): ApplicationLocationRoom {
  return {
    name: text(input.name, `${path}.name`, errors),
    pricePerHour: input.pricePerHour ?? null,
    marketplacePricePerHour: input.marketplacePricePerHour ?? null,
    pricePerDay: input.pricePerDay ?? null,
    marketplacePricePerDay: input.marketplacePricePerDay ?? null,
    quantity: count(input.quantity, `${path}.quantity`, errors, 1),
    amenities: list(input.amenities, `${path}.amenities`, errors),
    capacity: count(input.capacity, `${path}.capacity`, errors, 1),
    maxReservationMinutes: count(input.maxReservationMinutes, `${path}.maxReservationMinutes`, errors, 1),
    pictureUrls: list(input.pictureUrls, `${path}.pictureUrls`, errors),
    autoApproveReservations: input.autoApproveReservations,
  };
}

function normalizeSchedule(input: NonNullable<ApplicationLocation['schedule']>, path: string, errors: FieldErrors): NonNullable<ApplicationLocation['schedule']> {
  const schedule = {} as NonNullable<ApplicationLocation['schedule']>;
  for (const day of WEEKDAYS) {
    const value = input[day];
    if (value.maxVisitors != null && value.maxVisitors < 0) add(errors, `${path}.${day}.maxVisitors`, 'Must be >= 0.');
    schedule[day] = { isOpen: value.isOpen, open: value.open, close: value.close, maxVisitors: value.maxVisitors ?? null };
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
    if (!address || !(address.zipCode || (address.city && address.state))) add(errors, `${path}.address`, 'Required to submit: at least a ZIP code, or a city and a state.');
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

function text(value: string | null | undefined, field: string, errors: FieldErrors): string | null {
  if (value == null) return null;
  if (value.length > MAX_TEXT) add(errors, field, `At most ${MAX_TEXT} characters.`);
  return value.trim() || null;
}

function list(values: string[] | null | undefined, field: string, errors: FieldErrors): string[] | null {
  if (values == null) return null;
  if (values.length > MAX_LIST) add(errors, field, `At most ${MAX_LIST} entries.`);
  return values.map((v, i) => text(v, `${field}[${i}]`, errors)).filter((v): v is string => Boolean(v));
}

function count(value: number | null | undefined, field: string, errors: FieldErrors, min: number): number | null {
  if (value == null) return null;
  if (value < min) add(errors, field, `Must be >= ${min}.`);
  return value;
}

function add(errors: FieldErrors, field: string, message: string): void {
  (errors[field] ??= []).push(message);
}
