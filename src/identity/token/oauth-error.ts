import { DomainError } from '../../kernel/errors';

export type OAuthErrorCode = 'invalid_request' | 'invalid_grant' | 'unsupported_grant_type' | 'invalid_client';

/** A token endpoint failure: 400 with an OAuth 2.0 body over REST (RFC 6749 §5.2), BAD_USER_INPUT in the graph. */
export class OAuthError extends DomainError {
  constructor(
    readonly oauthError: OAuthErrorCode,
    description: string,
    extra: Record<string, unknown> = {},
  ) {
    super('BAD_USER_INPUT', description, { oauthError, errors: {}, ...extra });
  }
}
