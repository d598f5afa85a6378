import { unwrapResolverError } from '@apollo/server/errors';
import { DriverException, ForeignKeyConstraintViolationException, NotNullConstraintViolationException, UniqueConstraintViolationException } from '@mikro-orm/core';
import type { GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import type { Logger } from 'pino';
import { DomainError, type FieldErrors } from '../kernel/errors';

/**
 * The one place where errors become what clients see (CONTRACT §7): domain errors keep their code
 * and details, input validation names the fields, database constraint errors become 409/400, and
 * anything else is an INTERNAL_SERVER_ERROR without internals (and is logged, as every 500 is a bug).
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown, log: Logger): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const base = { message: formatted.message, locations: formatted.locations, path: formatted.path };

  if (original instanceof DomainError) {
    return { ...base, message: original.message, extensions: { ...original.details, code: original.code } };
  }
  if (original instanceof ArgumentValidationError) {
    const errors = fieldErrorsOf(original.extensions.validationErrors as ValidationError[]);
    return { ...base, message: describe(errors), extensions: { code: 'BAD_USER_INPUT', errors } };
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
      const field = fieldOfCoercionMessage(formatted.message);
      const errors: FieldErrors = field ? { [field]: [formatted.message] } : (formatted.extensions?.errors as FieldErrors) ?? {};
      return { ...base, extensions: { ...formatted.extensions, code, errors } };
    }
    return { ...base, extensions: { ...formatted.extensions, stacktrace: undefined } };
  }
  log.error({ err: original }, 'internal error');
  return { ...base, message: 'Internal server error.', extensions: { code: 'INTERNAL_SERVER_ERROR' } };
}

/** `Variable "$input" got invalid value 1.5 at "input.price"; ...` names the field `price`. */
export function fieldOfCoercionMessage(message: string): string | null {
  const at = message.match(/ at "([^"]+)"/);
  if (at) return at[1].split('.').slice(1).join('.').replace(/^\[\d+\]\.?/, '') || at[1];
  const field = message.match(/[Ff]ield "(?:[A-Za-z0-9_]+\.)?([A-Za-z0-9_]+)" of required type/);
  if (field) return field[1];
  const variable = message.match(/^Variable "\$([A-Za-z0-9_]+)"/);
  return variable ? variable[1] : null;
}

function fieldErrorsOf(errors: ValidationError[], prefix = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors ?? []) {
    const path = prefix ? `${prefix}.${error.property}` : error.property;
    if (error.constraints) out[path] = Object.values(error.constraints);
    if (error.children?.length) Object.assign(out, fieldErrorsOf(error.children, /^\d+$/.test(error.property) ? prefix : path));
  }
  return out;
}

function describe(errors: FieldErrors): string {
  return `Invalid input. ${Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ')}`;
}
