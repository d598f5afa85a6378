import type { RestErrorBody } from '../../kernel/rest-route';

/** OAuth 2.0 error bodies for the token endpoint (RFC 6749 §5.2); other failures keep their status. */
export const oauthErrorBody: RestErrorBody = (error, status) => {
  const oauthError = error.extensions?.oauthError as string | undefined;
  if (oauthError) return { status: 400, body: { error: oauthError, error_description: error.message } };
  if (status === 400) return { status: 400, body: { error: 'invalid_request', error_description: error.message } };
  if (status === 429) return { status: 429, body: { error: 'slow_down', error_description: error.message } };
  return { status, body: { error: status >= 500 ? 'server_error' : 'invalid_request', error_description: error.message } };
};
