/**
 * The one error vocabulary of the product (docs/decisions.md#error-vocabulary). Services throw these; `errorShape` maps a
 * code to the graph's `extensions.code` and to the REST status in one table.
 */
export type ErrorCode =
  | 'BAD_USER_INPUT'
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'RATE_LIMITED'
  | 'SERVICE_UNAVAILABLE'
  | 'INTERNAL_SERVER_ERROR';

export const HTTP_STATUS: Record<ErrorCode, number> = {
  BAD_USER_INPUT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_SERVER_ERROR: 500,
};

/**
 * A refused field to its messages (the words of src/kernel/field-messages.ts). A service names a
 * field relative to its input (`email`, `locations[0].price`); each face then names it as its
 * caller sent it: an argument path in the graph (`input.email`), a body member or parameter over
 * REST (docs/decisions.md#error-vocabulary).
 */
export type FieldErrors = Record<string, string[]>;

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    /** Extra members for `extensions` and the problem details body. */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class BadInputError extends DomainError {
  /** `lead`: what the message says before it lists the fields (`The application is not complete`). */
  constructor(
    readonly fieldErrors: FieldErrors,
    lead = INVALID_INPUT,
  ) {
    super('BAD_USER_INPUT', describeFieldErrors(fieldErrors, lead), { errors: fieldErrors });
  }

  /** One invalid field. */
  static field(field: string, message: string): BadInputError {
    return new BadInputError({ [field]: [message] });
  }
}

/** Gathers the field errors of several checks, so that a request learns every problem at once. */
export class FieldErrorCollector {
  readonly errors: FieldErrors = {};

  add(field: string, message: string): void {
    (this.errors[field] ??= []).push(message);
  }

  /** Runs a check that may throw a BadInputError: its field errors are kept, and the answer is undefined. */
  collect<T>(check: () => T): T | undefined {
    try {
      return check();
    } catch (error) {
      if (!(error instanceof BadInputError)) throw error;
      for (const [field, messages] of Object.entries(error.fieldErrors)) for (const message of messages) this.add(field, message);
      return undefined;
    }
  }

  throwIfAny(): void {
    if (Object.keys(this.errors).length) throw new BadInputError(this.errors);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'Sign in to do this: send Authorization: Bearer <token> or Api-Key: <key>.') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You are not allowed to do this.') {
    super('FORBIDDEN', message);
  }
}

export class NotFoundError extends DomainError {
  constructor(entity: string, id?: string) {
    super('NOT_FOUND', id ? `${entity} ${id} was not found.` : `${entity} was not found.`, { entity, ...(id ? { id } : {}) });
  }
}

export class ConflictError extends DomainError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('CONFLICT', message, details);
  }
}

export class PayloadTooLargeError extends DomainError {
  constructor(limitBytes: number) {
    super('PAYLOAD_TOO_LARGE', `The file is larger than the limit of ${limitBytes} bytes.`, { limitBytes });
  }
}

export class RateLimitedError extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many attempts; try again later.',
  ) {
    super('RATE_LIMITED', message, { retryAfterSeconds });
  }
}

/** A service the request needs (an HTTP geocoder) cannot be reached: 503, try again later; not a bug of ours. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string, details: Record<string, unknown> = {}) {
    super('SERVICE_UNAVAILABLE', message, details);
  }
}

/** How long a client is asked to wait (Retry-After) before it tries again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The database cannot be reached (down, restarting, refusing connections, or every connection of
 * the pool lost): 503 with `Retry-After` on both faces, never a 500. `extensions.http` is what
 * Apollo answers a failed context with (a request whose authentication could not read the user).
 */
export class DatabaseUnavailableError extends ServiceUnavailableError {
  readonly retryAfterSeconds = DATABASE_RETRY_AFTER_SECONDS;
  readonly extensions = { http: { status: 503, headers: new Map([['retry-after', String(DATABASE_RETRY_AFTER_SECONDS)]]) } };

  /** `cause`: the driver's error, for the log (never shown to the client). */
  constructor(cause?: unknown) {
    super('The database cannot be reached right now; try again later.', { retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS });
    if (cause !== undefined) this.cause = cause;
  }
}

/** Socket errors of a connection that could not be made or was lost. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/**
 * PostgreSQL's SQLSTATEs of a server that is away or cannot take the session: class 08 (connection
 * exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up,
 * shutting down), 53300 too_many_connections, and 25006 read_only_sql_transaction: a write that
 * reached a standby, which the primary's address does only while a failover moves it
 * (docs/decisions.md#failover).
 */
const UNAVAILABLE_SQLSTATES = /^(08[0-9A-Z]{3}|57P0[123]|53300|25006)$/;
/**
 * What pg, knex and MikroORM say, without a code, about a connection that is gone or cannot be had.
 * knex's "Transaction query already complete" is a statement sent in a transaction that knex ended
 * when its BEGIN, COMMIT or ROLLBACK failed: here, only when the connection was lost under it (the
 * gateway's transactions end only through inTransaction, after their last statement).
 */
const CONNECTION_LOST_MESSAGES =
  /Connection terminated|Client has encountered a connection error and is not queryable|Client was closed and is not queryable|Timeout acquiring a connection|Unable to acquire a connection|Transaction query already complete/i;

/**
 * True when `error` (or what it wraps: MikroORM's DriverException copies pg's error, GraphQL keeps
 * it as `originalError`, `cause`, an AggregateError's `errors`) says the database cannot be reached
 * or the connection was lost, as opposed to a statement the database refused. The one place
 * where connection errors are recognised; both faces answer them 503 with `Retry-After`. Duck
 * typed: errors of Node's own sockets are not always `instanceof Error` of the caller's realm.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const visit = (candidate: unknown, depth: number): boolean => {
    if (!candidate || typeof candidate !== 'object' || seen.has(candidate) || depth > 5) return false;
    seen.add(candidate);
    if (candidate instanceof DomainError) return candidate instanceof DatabaseUnavailableError;
    const { code, name, message, originalError, cause, errors } = candidate as Record<string, unknown>;
    if (typeof code === 'string' && (CONNECTION_ERROR_CODES.has(code) || UNAVAILABLE_SQLSTATES.test(code))) return true;
    if (name === 'KnexTimeoutError' || name === 'ConnectionException') return true;
    if (typeof message === 'string' && CONNECTION_LOST_MESSAGES.test(message)) return true;
    return [originalError, cause, ...(Array.isArray(errors) ? errors : [])].some((inner) => visit(inner, depth + 1));
  };
  return visit(error, 0);
}

const INVALID_INPUT = 'Invalid input';

/** The one-sentence message of a set of field errors: `Invalid input: email: Must be an email address.; password: Required.` */
export function describeFieldErrors(errors: FieldErrors, lead = INVALID_INPUT): string {
  const listing = listFieldErrors(errors);
  return listing ? `${lead}: ${listing}` : `${lead}.`;
}

function listFieldErrors(errors: FieldErrors): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ');
}

/** The same field errors under other names (`rename` of each key); two keys renamed alike keep both messages. */
export function renameFields(errors: FieldErrors, rename: (field: string) => string): FieldErrors {
  const renamed: FieldErrors = {};
  for (const [field, messages] of Object.entries(errors)) (renamed[rename(field)] ??= []).push(...messages);
  return renamed;
}

/**
 * A message of `describeFieldErrors` with its fields named again (`renamed`: the same errors under
 * the names a face shows); a message that does not list `errors` (written by hand) is kept.
 */
export function renameFieldsInMessage(message: string, errors: FieldErrors, renamed: FieldErrors): string {
  const listing = listFieldErrors(errors);
  return listing && message.endsWith(listing) ? message.slice(0, message.length - listing.length) + listFieldErrors(renamed) : message;
}
