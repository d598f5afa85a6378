import type { Address } from '../../kernel/address';

/** A point on the Earth, in decimal degrees (WGS 84): what a geocoder answers for an address. */
export interface Geo {
  latitude: number;
  longitude: number;
}

/** The Address shape of the interface: every line optional. */
export type PostalAddress = Address;

/** A place matching an address search, with its point. */
export interface AddressSearchMatch {
  address: string;
  geo: Geo;
}
