import { unwrapResolverError } from '@apollo/server/errors';
import {
  DriverException,
  ForeignKeyConstraintViolationException,
  NotNullConstraintViolationException,
  UniqueConstraintViolationException,
} from '@mikro-orm/core';
import { getNamedType, GraphQLError, type GraphQLFormattedError, type GraphQLSchema } from 'graphql';
import type { Logger } from 'pino';
import {
  BadInputError,
  DatabaseUnavailableError,
  describeFieldErrors,
  DomainError,
  isDatabaseUnavailable,
  renameFieldsInMessage,
  type FieldErrors,
} from '../kernel/errors';
import { printFieldPath } from '../kernel/field-path';
import { argumentPathOfNode, argumentPathOfVariable, argumentsOfFieldAt, requestOf, withArgumentNames } from './argument-paths';
import { readLiteralProblem, readVariableProblem } from './input-errors';

/**
 * The one place where errors become what clients see (docs/decisions.md#error-vocabulary): domain errors keep their code
 * and details, a refused input is BAD_USER_INPUT naming each field by its argument path in the
 * words of the field table (a service's error, a variable or a literal graphql-js refuses alike),
 * database constraint errors become 409/400, a database that cannot be reached is
 * SERVICE_UNAVAILABLE (503 with Retry-After), and anything else is an INTERNAL_SERVER_ERROR
 * without internals (and is logged, as every 500 is a bug).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, log: Logger, schema: GraphQLSchema): GraphQLFormattedError {
  let original = unwrapResolverError(error);
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  if (!(original instanceof DomainError) && isDatabaseUnavailable(error)) {
    // Not a bug of ours: the database is away (the status is the outage plugin's, apollo.ts).
    original = new DatabaseUnavailableError(original);
    log.warn({ err: original }, 'database unavailable');
  }

  if (original instanceof BadInputError) {
    // A service names fields relative to the field's input: named here as argument paths.
    const errors = withArgumentNames(original.fieldErrors, argumentsOfFieldAt(schema, requestOf(error), formatted.path ?? []));
    return {
      ...base,
      message: renameFieldsInMessage(original.message, original.fieldErrors, errors),
      extensions: { ...original.details, code: original.code, errors },
    };
  }
  if (original instanceof DomainError) {
    return { ...base, message: original.message, extensions: { ...original.details, code: original.code } };
  }
  if (original instanceof UniqueConstraintViolationException) {
    return { ...base, message: 'A record with the same unique values already exists.', extensions: { code: 'CONFLICT' } };
  }
  if (original instanceof NotNullConstraintViolationException || original instanceof ForeignKeyConstraintViolationException) {
    return {
      ...base,
      message: 'The input refers to a missing record or leaves out a required value.',
      extensions: { code: 'BAD_USER_INPUT', errors: {} },
    };
  }
  const upload = uploadRefusal(original);
  if (upload) {
    // The multipart parser refused a file before the resolver ran (type-graphql awaits an upload
    // argument first): named by the field's upload argument, as the upload service names it.
    const argument =
      argumentsOfFieldAt(schema, requestOf(error), formatted.path ?? []).find((arg) => getNamedType(arg.type).name === 'Upload')?.name ??
      'file';
    const errors = { [argument]: [`The file could not be read: ${upload}`] };
    return { ...base, message: describeFieldErrors(errors), extensions: { code: 'BAD_USER_INPUT', errors } };
  }
  const code = formatted.extensions?.code as string | undefined;
  const refused =
    error instanceof GraphQLError && (code === 'BAD_USER_INPUT' || code === 'GRAPHQL_VALIDATION_FAILED')
      ? refusedValue(error, schema)
      : null;
  if (refused) return { ...base, message: describeFieldErrors(refused), extensions: { code: 'BAD_USER_INPUT', errors: refused } };
  if (code && code !== 'INTERNAL_SERVER_ERROR' && !(original instanceof DriverException)) {
    if (code === 'BAD_USER_INPUT')
      return { ...base, extensions: { ...formatted.extensions, code, errors: (formatted.extensions?.errors as FieldErrors) ?? {} } };
    return { ...base, extensions: { ...formatted.extensions, stacktrace: undefined } };
  }
  if (isRequestError(original)) return { ...base, extensions: { code: 'BAD_REQUEST' } };
  log.error({ err: original }, 'internal error');
  return { ...base, message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** The message of an error of the multipart parser (graphql-upload's: `expose`d, a 4xx status), or null. */
function uploadRefusal(error: unknown): string | null {
  const { status, expose, message } = (error ?? {}) as { status?: unknown; expose?: unknown; message?: unknown };
  if (error instanceof GraphQLError || typeof status !== 'number' || status < 400 || status >= 500 || expose !== true) return null;
  return typeof message === 'string' ? message : 'unreadable';
}

/**
 * Apollo's request pipeline refuses some requests with an HTTP status of the 4xx range and no code
 * (a persisted query of an unknown version, or whose hash does not match its query): the client's
 * mistake, told as Apollo tells its other malformed requests (BAD_REQUEST), not a bug of ours.
 */
function isRequestError(error: unknown): boolean {
  const status = error instanceof GraphQLError ? (error.extensions?.http as { status?: unknown } | undefined)?.status : undefined;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * A value graphql-js refused, named by its argument path: a variable's (coercion: `$i` is where
 * the operation uses it, `input`) or a literal's (validation: where the document writes it). A
 * literal of the wrong kind is the caller's input like a variable's: BAD_USER_INPUT, not a
 * document error. Null for any other error.
 */
function refusedValue(error: GraphQLError, schema: GraphQLSchema): FieldErrors | null {
  const request = requestOf(error);
  const variable = readVariableProblem(error, schema);
  if (variable) {
    const at = argumentPathOfVariable(request, variable.variable) ?? [variable.variable];
    return { [printFieldPath([...at, ...variable.path])]: [variable.reason] };
  }
  const literal = readLiteralProblem(error, schema);
  const at = literal && argumentPathOfNode(request, literal.node);
  if (!literal || !at) return null;
  return { [printFieldPath([...at, ...(literal.member ? [literal.member] : [])])]: [literal.reason] };
}
