import { unwrapResolverError } from '@apollo/server/errors';
import { DriverException, ForeignKeyConstraintViolationException, NotNullConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { REQUIRED } from '../kernel/text';
import type { Logger } from 'pino';
import { DatabaseUnavailableError, DomainError, isDatabaseUnavailable, type FieldErrors } from '../kernel/errors';

/**
 * The one place where errors become what clients see (docs/decisions.md#error-vocabulary): domain errors keep their code
 * and details, input validation names the fields, database constraint errors become 409/400, a
 * database that cannot be reached is SERVICE_UNAVAILABLE (503 with Retry-After), and anything else
 * is an INTERNAL_SERVER_ERROR without internals (and is logged, as every 500 is a bug).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, log: Logger): GraphQLFormattedError {
  let original = unwrapResolverError(error);
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  if (!(original instanceof DomainError) && isDatabaseUnavailable(error)) {
    // Not a bug of ours: the database is away (the status is the outage plugin's, apollo.ts).
    original = new DatabaseUnavailableError(original);
    log.warn({ err: original }, 'database unavailable');
  }

  if (original instanceof DomainError) {
    return { ...base, message: original.message, extensions: { ...original.details, code: original.code } };
  }
  if (original instanceof UniqueConstraintViolationException) {
    return { ...base, message: 'A record with the same unique values already exists.', extensions: { code: 'CONFLICT' } };
  }
  if (original instanceof NotNullConstraintViolationException || original instanceof ForeignKeyConstraintViolationException) {
    return { ...base, message: 'The input refers to a missing record or leaves out a required value.', extensions: { code: 'BAD_USER_INPUT', errors: {} } };
  }
  const code = formatted.extensions?.code as string | undefined;
  if (code && code !== 'INTERNAL_SERVER_ERROR' && !(original instanceof DriverException)) {
    if (code === 'BAD_USER_INPUT') {
      const coercion = describeCoercionError(formatted.message);
      if (coercion) return { ...base, message: coercion.message, extensions: { code, errors: { [coercion.field]: [coercion.reason] } } };
      return { ...base, extensions: { ...formatted.extensions, code, errors: (formatted.extensions?.errors as FieldErrors) ?? {} } };
    }
    return { ...base, extensions: { ...formatted.extensions, stacktrace: undefined } };
  }
  if (isRequestError(original)) return { ...base, extensions: { code: 'BAD_REQUEST' } };
  log.error({ err: original }, 'internal error');
  return { ...base, message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
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
 * Names the field of a variable coercion error, as a REST client sent it (the `input` variable is
 * the body): `Variable "$input" got invalid value 1.5 at "input.price"; <reason>` is `price`,
 * `... at "input.contact"; Field "email" of required type "String!" was not provided.` is
 * `contact.email`; items of a list of records keep their index (`locations[0].price`).
 */
export function describeCoercionError(message: string): { field: string; reason: string; message: string } | null {
  const variable = message.match(/^Variable "\$([A-Za-z0-9_]+)"/)?.[1];
  if (!variable) return null;
  const at = message.match(/ at "([^"]+)"/)?.[1];
  // `input.locations[0].price` -> `locations[0].price`; a scalar list item names its list (`statuses`).
  let path = at ? at.split('.').slice(1).join('.').replace(/^\[\d+\]\.?/, '').replace(/\[\d+\]$/, '') : '';
  let reason = message.includes('; ') ? message.slice(message.indexOf('; ') + 2) : message;
  const missing = reason.match(/^Field "([A-Za-z0-9_]+)" of required type "([^"]+)" was not provided\.$/);
  const unknown = reason.match(/^Field "([A-Za-z0-9_]+)" is not defined by type "[^"]+"\./);
  if (missing) {
    path = path ? `${path}.${missing[1]}` : missing[1];
    reason = `Required (${missing[2].replace(/!$/, '')}).`;
  } else if (unknown) {
    path = path ? `${path}.${unknown[1]}` : unknown[1];
    reason = 'Unknown field.';
  } else if (/of required type "[^"]+" was not provided/.test(message)) {
    reason = REQUIRED;
  }
  const field = path || variable;
  return { field, reason, message: `Invalid input. ${field}: ${reason}` };
}
