/**
 * The one error vocabulary of the product (CONTRACT §7). Services throw these; `errorShape` maps a
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

/** Field name (as the client sent it, dotted for nested fields) to messages. */
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
  constructor(readonly fieldErrors: FieldErrors, message?: string) {
    super('BAD_USER_INPUT', message ?? describeFieldErrors(fieldErrors), { errors: fieldErrors });
  }

  /** One invalid field. */
  static field(field: string, message: string): BadInputError {
    return new BadInputError({ [field]: [message] });
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
  constructor(readonly retryAfterSeconds: number, message = 'Too many attempts; try again later.') {
    super('RATE_LIMITED', message, { retryAfterSeconds });
  }
}

/** A service the request needs (an HTTP geocoder) cannot be reached: 503, try again later; not a bug of ours. */
export class ServiceUnavailableError extends DomainError {
  constructor(message: string) {
    super('SERVICE_UNAVAILABLE', message);
  }
}

function describeFieldErrors(errors: FieldErrors): string {
  const parts = Object.entries(errors).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  return `Invalid input. ${parts.join('; ')}`;
}
