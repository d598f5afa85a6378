import compressionMiddleware from 'compression';
import type { RequestHandler } from 'express';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of 1 KiB or more (docs/decisions.md#compression) with brotli or gzip, as the
 * client's `Accept-Encoding` allows (the `compression` package picks among the encodings the client
 * accepts, and only compressible types: JSON, problem+json, text). Request bodies (uploads) are
 * never touched. Brotli at quality 4, the package's default: close to gzip's speed, smaller bodies.
 */
export function compression(): RequestHandler {
  const compress = compressionMiddleware({ threshold: COMPRESSION_THRESHOLD_BYTES });
  // A client that accepts no encoding gets the body as it is: the package's wrapping of every write
  // would cost it about a tenth of a catalogue page's CPU for nothing (an uncompressed answer is
  // right for any cache, so its missing `Vary: Accept-Encoding` misleads none).
  return (req, res, next) => (req.headers['accept-encoding'] ? compress(req, res, next) : next());
}
