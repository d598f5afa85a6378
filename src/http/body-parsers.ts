import fastifyFormbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';

/** The answer to a body that does not parse (400, in the face's error shape: src/http/error-handler.ts). */
export const INVALID_JSON = 'The request body is not valid JSON.';

const invalidJson = () => Object.assign(new Error(INVALID_JSON), { statusCode: 400 });

/**
 * How each body is read, up to the body limit: JSON (`application/json` and any `+json` type) as an
 * object or array; forms as flat fields; multipart (uploads) and anything else left unread, for the
 * upload gate to refuse before the first byte is read and the faces to answer 415 in their words.
 */
export async function bodyParsers(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  const json = (_request: unknown, body: string, done: (error: Error | null, body?: unknown) => void) => {
    // No body is no body (a POST without one); a top-level scalar is not a request (strict JSON, as REST clients send).
    if (body.trim() === '') return done(null, undefined);
    if (!/^\s*[[{]/.test(body)) return done(invalidJson());
    try {
      done(null, JSON.parse(body));
    } catch {
      done(invalidJson());
    }
  };
  app.addContentTypeParser('application/json', { parseAs: 'string' }, json);
  app.addContentTypeParser(/^application\/[\w.+-]+\+json$/i, { parseAs: 'string' }, json);
  await app.register(fastifyFormbody);
  app.addContentTypeParser('multipart/form-data', (_request, _payload, done) => done(null, undefined));
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
}
