import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { CENTS_RULE, isCents } from './money';

/**
 * Money: int64 cents end to end (docs/decisions.md#money). A whole, non-negative number up to 2^53 - 1 (exact in
 * JSON and JavaScript); anything else is a BAD_USER_INPUT naming the field.
 */
export const CentsScalar = new GraphQLScalarType<number, number>({
  name: 'Cents',
  description: 'An amount of money in cents (int64): a whole number from 0 to 9007199254740991 (2^53 - 1, exact in JSON), e.g. 2500 for 25.00.',
  serialize(value) {
    if (typeof value === 'bigint') return Number(value);
    if (typeof value === 'string') return Number(value);
    return value as number;
  },
  parseValue(value) {
    return parseCents(value);
  },
  parseLiteral(ast) {
    if (ast.kind !== Kind.INT && ast.kind !== Kind.FLOAT) throw badCents(ast.kind === Kind.STRING ? JSON.stringify(ast.value) : ast.kind);
    return parseCents(Number(ast.value));
  },
});

function parseCents(value: unknown): number {
  if (!isCents(value)) throw badCents(JSON.stringify(value));
  return value;
}

function badCents(shown: string | undefined): GraphQLError {
  return new GraphQLError(`${CENTS_RULE.slice(0, -1)} (got ${shown}).`, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** A time of day `hh:mm:ss` (ScheduleDay.open / close). */
export const TimeOfDayScalar = new GraphQLScalarType<string, string>({
  name: 'TimeOfDay',
  description: 'A local time of day on the 24-hour clock, hh:mm:ss from 00:00:00 to 23:59:59 (hh:mm is accepted as input).',
  serialize: (value) => value as string,
  parseValue: (value) => parseTimeOfDay(value),
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError('Must be a time of day hh:mm:ss.', { extensions: { code: 'BAD_USER_INPUT' } });
    return parseTimeOfDay(ast.value);
  },
});

function parseTimeOfDay(value: unknown): string {
  if (typeof value === 'string') {
    const match = value.match(/^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/);
    if (match) return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
  }
  throw new GraphQLError(`Must be a time of day hh:mm:ss (got ${JSON.stringify(value)}).`, { extensions: { code: 'BAD_USER_INPUT' } });
}
