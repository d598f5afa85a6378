import type { Random } from './prng';

/** Numbers that break arithmetic, SQL types or geometry when nothing bounds them. */
export const HOSTILE_NUMBERS: readonly number[] = [
  1e308,
  -1e308,
  1.7976931348623157e308,
  5e-324,
  -5e-324,
  2 ** 53 + 1,
  -(2 ** 53 + 1),
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  2 ** 64,
  -1,
  -100,
  0,
  -0,
  0.5,
  1.5,
  1e21,
  123456789012,
  181,
  -181,
  91,
  -91,
  99999.99999,
];

/** Strings that look like numbers to a careless parser (JSON has no NaN or Infinity). */
export const NUMERIC_STRINGS: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e308',
  '-1e308',
  '9007199254740993',
  '0x10',
  '1_000',
  ' 1',
  '1 ',
  '',
  '-0',
  '+1',
  '١٢٣',
  '1e-400',
  '.5',
  '5.',
  '00012',
];

const LONG = 'a'.repeat(10_000);

/** Text that databases, regular expressions, parsers or terminals choke on. */
export const ODD_STRINGS: readonly string[] = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  'nul at the end\u0000',
  '\ud800',
  'lone low \udc00 surrogate',
  '\ud83d\ude00 emoji \ud83c\udff3\ufe0f\u200d\ud83c\udf08',
  '\u202eRTL override\u202c',
  'مرحبا بالعالم',
  'Z\u0351\u0352\u0353a\u0354\u0355l\u0356g\u0357o',
  '\ufeffBOM',
  '\u2028\u2029',
  '\r\n\t\u000b\u000c',
  '\u001b[31mred\u001b[0m',
  '%00%ff%',
  '\\',
  '"\'`',
  "'; drop table users; --",
  '${jndi:ldap://x}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '../../../../etc/passwd',
  '*',
  '%',
  '_',
  '(?:a+)+$',
  '[',
  'a'.repeat(256),
  'a'.repeat(2_000),
  LONG,
  '\u00e9'.repeat(3_000),
  '\ud83d\ude00'.repeat(2_000),
  'x@y',
  '@',
  'a@b.c\u0000',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '2024-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '-271821-04-20T00:00:00Z',
  '275760-09-13T00:00:00Z',
  '2026-13-01T00:00:00+25:00',
  '24:00:00',
  '23:59:60',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'not-a-uuid',
];

/** Any JSON value of a wrong kind. */
export function hostileJsonValue(random: Random, depth = 0): unknown {
  switch (random.int(depth > 2 ? 6 : 9)) {
    case 0:
      return random.pick(HOSTILE_NUMBERS);
    case 1:
      return random.pick(NUMERIC_STRINGS);
    case 2:
    case 3:
      return random.pick(ODD_STRINGS);
    case 4:
      return random.pick([null, true, false]);
    case 5:
      return random.int(1_000_000) - 500_000;
    case 6:
      return Array.from({ length: random.pick([0, 1, 3, 60]) }, () => hostileJsonValue(random, depth + 1));
    case 7:
      return { [random.pick(['a', '__proto__', 'constructor', '', ' '])]: hostileJsonValue(random, depth + 1) };
    default:
      return deeplyNested(random.pick([10, 100, 1_000]));
  }
}

/** `[[[...]]]` or `{"a":{"a":...}}` as a value. */
export function deeplyNested(depth: number, asObject = depth % 2 === 0): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i += 1) value = asObject ? { a: value } : [value];
  return value;
}
