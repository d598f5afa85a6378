/** A latitude in decimal degrees (WGS 84): -90 (south) to 90 (north). */
export function isLatitude(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= 90;
}

/** A longitude in decimal degrees (WGS 84): -180 (west) to 180 (east). */
export function isLongitude(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= 180;
}

/**
 * A coordinate (or a distance in miles) at the precision a place has: 1e-9 degree is about 0.1 mm,
 * finer digits mean nothing, and PostgreSQL's trigonometry refuses (underflow) the subnormal
 * numbers that a value like 5e-324 leads to.
 */
export function atPlacePrecision(value: number): number {
  return Math.round(value * 1e9) / 1e9;
}
