/**
 * Where a refused value sits in an input: members and list indexes from the outside in,
 * `['input', 'locations', 0, 'price']`, written `input.locations[0].price` (the keys of
 * `extensions.errors` and of a problem's `errors`).
 */
export type FieldPath = readonly (string | number)[];

/** `['input', 'locations', 0, 'price']` as `input.locations[0].price`. */
export function printFieldPath(path: FieldPath): string {
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}

/** `input.locations[0].price` as `['input', 'locations', 0, 'price']` (the inverse of printFieldPath). */
export function parseFieldPath(written: string): (string | number)[] {
  const path: (string | number)[] = [];
  for (const [, member, index] of written.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) path.push(index === undefined ? member : Number(index));
  return path;
}
