import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Bodies smaller than this are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers of 1 KiB or more (docs/decisions.md#compression) with brotli or gzip, as the
 * client's `Accept-Encoding` allows, compressible types only (JSON, problem+json, text). Request
 * bodies (uploads) are never touched. Brotli at quality 4: close to gzip's speed, smaller bodies.
 */
export async function compression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    // Request bodies are read as they come: an upload is never inflated on the way in.
    globalDecompression: false,
  });
}
