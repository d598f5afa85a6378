import { isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType, type GraphQLInputType } from 'graphql';
import { hostileJsonValue, HOSTILE_NUMBERS, NUMERIC_STRINGS, ODD_STRINGS } from './hostile-values';
import type { Random } from './prng';

/** Records the fuzz may name: real ids, emails and tenants, so that calls get past "not found" into the rules. */
export interface FuzzPool {
  ids: string[];
  emails: string[];
  tenantIds: string[];
}

/** An enum value the generator means as a bare GraphQL enum literal (a string is always quoted). */
export class EnumLiteral {
  constructor(readonly name: string) {}
  toJSON(): string {
    return this.name;
  }
}

export interface ValueOptions {
  random: Random;
  pool: FuzzPool;
  /** How likely a value is replaced by a hostile one, per value (0 to 1). */
  hostility: number;
}

/**
 * A value for a GraphQL input type: mostly of the right shape and plausible for its field's name
 * (so the call reaches the service's rules), each part replaced with probability `hostility` by a
 * value of a wrong kind, size or encoding; required fields sometimes left out, unknown ones added.
 */
export function inputValue(type: GraphQLInputType, field: string, options: ValueOptions, depth = 0): unknown {
  const { random, hostility } = options;
  if (random.chance(hostility)) return hostileFor(type, options, depth);
  if (isNonNullType(type)) return inputValue(type.ofType, field, options, depth);
  if (isListType(type)) {
    const length = random.chance(0.05) ? random.pick([60, 200, 1_001]) : random.int(4);
    return Array.from({ length }, () => inputValue(type.ofType, field, options, depth + 1));
  }
  if (isEnumType(type)) return new EnumLiteral(random.pick(type.getValues()).name);
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const [name, member] of Object.entries(type.getFields())) {
      const required = isNonNullType(member.type);
      if (random.chance(required ? hostility / 4 : 0.4)) continue;
      value[name] = inputValue(member.type, name, options, depth + 1);
    }
    if (random.chance(hostility / 4))
      value[random.pick(['unknownField', '__proto__', 'constructor', 'id', 'dateCreated', 'tenantId'])] = hostileJsonValue(random);
    return value;
  }
  if (isScalarType(type)) return plausibleScalar(type.name, field, options);
  return null;
}

function hostileFor(type: GraphQLInputType, options: ValueOptions, depth: number): unknown {
  const { random } = options;
  const named = isNonNullType(type) ? type.ofType : type;
  switch (random.int(6)) {
    case 0:
      return null;
    case 1:
      // an object where a list or scalar is expected, a list where an object is expected
      return isListType(named)
        ? { 0: 'a' }
        : isInputObjectType(named)
          ? [inputValue(named, 'item', { ...options, hostility: 0 }, depth + 1)]
          : { value: 1 };
    case 2:
      return random.pick(HOSTILE_NUMBERS);
    case 3:
      return random.pick(NUMERIC_STRINGS);
    case 4:
      return random.pick(ODD_STRINGS);
    default:
      return hostileJsonValue(random, depth);
  }
}

function plausibleScalar(scalar: string, field: string, { random, pool }: ValueOptions): unknown {
  const name = field.toLowerCase();
  switch (scalar) {
    case 'Int':
      return name === 'limit' ? random.pick([1, 10, 100, 101]) : name === 'offset' ? random.pick([0, 5, 1_000_000]) : random.int(30);
    case 'Float':
      if (name.includes('lat')) return random.next() * 180 - 90;
      if (name.includes('lon')) return random.next() * 360 - 180;
      return random.pick([0, 1, 10, 25.5, 3_000, 24_901]);
    case 'Cents':
      return random.pick([0, 100, 2_500, 9_007_199_254_740_991]);
    case 'Boolean':
      return random.chance(0.5);
    case 'DateTimeISO':
      return random.pick(['2026-12-24T15:00:00.000Z', '2026-01-01T00:00:00Z', '2030-06-30T23:59:59Z']);
    case 'TimeOfDay':
      return random.pick(['09:00', '17:00:00', '00:00:00', '23:59:59']);
    case 'Upload':
      return null;
    default:
      return plausibleString(name, random, pool);
  }
}

function plausibleString(name: string, random: Random, pool: FuzzPool): string {
  if (name.includes('email') || name === 'username') return random.pick([...pool.emails, `fuzz-${random.int(1e9)}@example.com`]);
  if (name.includes('password')) return random.pick(['a-long-and-uncommon-passphrase', 'short', 'Another-Passw0rd-Long-Enough']);
  if (name === 'tenantid' || name === 'tenant') return random.pick(pool.tenantIds);
  if (name === 'id' || name.endsWith('id') || name.endsWith('ids')) return random.pick(pool.ids);
  if (name.includes('date') || name === 'from' || name === 'to')
    return random.pick(['2026-12-24', '2026-12-24T15:00:00Z', '2027-01-01T00:00:00.000Z']);
  if (name.includes('url')) return random.pick(['https://example.com/a.png', 'http://127.0.0.1/uploads/x', 'javascript:alert(1)']);
  if (name.includes('zip')) return random.pick(['10001', '94103', '00000', '1234']);
  if (name === 'state') return random.pick(['NY', 'CA', 'XX']);
  if (name.includes('phone')) return random.pick(['+1 212 555 0100', '555']);
  if (name === 'role') return random.pick(['Admin', 'Member', 'User', 'Owner']);
  if (name.includes('granttype')) return random.pick(['password', 'refresh_token', 'client_credentials']);
  if (name.includes('timezone') || name === 'tz') return random.pick(['America/New_York', 'Mars/Olympus']);
  if (name === 'code') return random.pick(['123456', '000000']);
  return random.pick(['Fuzz text', 'wifi', 'coffee', 'New York', 'a']);
}
