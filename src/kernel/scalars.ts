import { GraphQLError, GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { NOT_CENTS, NOT_TIME_OF_DAY } from './field-messages';
import { isCents } from './money';

/**
 * Money: int64 cents end to end (docs/decisions.md#money). A whole, non-negative number up to 2^53 - 1 (exact in
 * JSON and JavaScript); anything else is a BAD_USER_INPUT naming the field.
 */
export const CentsScalar = new GraphQLScalarType<number, number>({
  name: 'Cents',
  description:
    'An amount of money in cents (int64): a whole number from 0 to 9007199254740991 (2^53 - 1, exact in JSON), e.g. 2500 for 25.00.',
  serialize(value) {
    if (typeof value === 'bigint') return Number(value);
    if (typeof value === 'string') return Number(value);
    return value as number;
  },
  parseValue(value) {
    if (!isCents(value)) throw refused(NOT_CENTS);
    return value;
  },
  parseLiteral(ast) {
    const value = ast.kind === Kind.INT || ast.kind === Kind.FLOAT ? Number(ast.value) : undefined;
    if (!isCents(value)) throw refused(NOT_CENTS, ast);
    return value;
  },
});

/** A time of day `hh:mm:ss` (ScheduleDay.open / close). */
export const TimeOfDayScalar = new GraphQLScalarType<string, string>({
  name: 'TimeOfDay',
  description: 'A local time of day on the 24-hour clock, hh:mm:ss from 00:00:00 to 23:59:59 (hh:mm is accepted as input).',
  serialize: (value) => value as string,
  parseValue: (value) => parseTimeOfDay(value),
  parseLiteral: (ast) => parseTimeOfDay(ast.kind === Kind.STRING ? ast.value : undefined, ast),
});

function parseTimeOfDay(value: unknown, ast?: ValueNode): string {
  if (typeof value === 'string') {
    const match = value.match(/^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/);
    if (match) return `${match[1]}:${match[2]}:${match[3] ?? '00'}`;
  }
  throw refused(NOT_TIME_OF_DAY, ast);
}

/** A value the scalar refuses, in the table's words; a literal's error carries its node, so that the graph names where it is. */
function refused(message: string, ast?: ValueNode): GraphQLError {
  return new GraphQLError(message, { nodes: ast, extensions: { code: 'BAD_USER_INPUT' } });
}
