/** A latitude in decimal degrees (WGS 84): -90 (south) to 90 (north). */
export function isLatitude(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= 90;
}

/** A longitude in decimal degrees (WGS 84): -180 (west) to 180 (east). */
export function isLongitude(value: number): boolean {
  return Number.isFinite(value) && Math.abs(value) <= 180;
}
