import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FileUpload } from 'graphql-upload/processRequest.mjs';
import { isPlatformAdmin } from '../../kernel/caller';
import type { RequestContext } from '../../kernel/context';
import { BadInputError, ForbiddenError, PayloadTooLargeError, UnauthenticatedError } from '../../kernel/errors';
import type { UploadRule } from '../../kernel/multipart';
import { runSql } from '../../kernel/sql-executor';
import { placeholders } from '../../kernel/sql';
import { administeredIds } from '../../kernel/visibility';

export type UploadKind = 'image' | 'waiver' | 'terms';

const ACCEPTED: Record<UploadKind, Record<string, string>> = {
  image: { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp' },
  waiver: { 'application/pdf': 'pdf' },
  terms: { 'application/pdf': 'pdf' },
};

/** An Admin of any workspace (an employer's Admin is not one) or the Platform Admin may upload location files. */
export const locationUploadRule: UploadRule = {
  async allows(ctx) {
    if (isPlatformAdmin(ctx.caller)) return true;
    const administered = administeredIds(ctx.caller);
    if (!administered.length) return false;
    return (await runSql(ctx.em, `select 1 from "workspace" where id in (${placeholders(administered)}) limit 1`, administered)).length > 0;
  },
  refusal: 'Only a workspace Admin or the Platform Admin may upload location files.',
};

/**
 * UploadLocationImage / UploadWaiver / UploadTerms (docs/decisions.md#uploads). The documented request carries
 * only the file, so it is not tied to a location: an Admin of any workspace or the Platform Admin
 * may upload. The type is read from the bytes; the stored name is generated; the answer is the
 * public URL, which the operator then puts in UpsertLocation.
 */
export async function storeLocationUpload(
  ctx: RequestContext,
  kind: UploadKind,
  upload: Promise<FileUpload> | null | undefined,
): Promise<string> {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  if (!(await locationUploadRule.allows(ctx))) throw new ForbiddenError(locationUploadRule.refusal);
  if (!upload) throw BadInputError.field('file', 'Send the file as multipart/form-data in a part named "file".');
  const limit = ctx.settings.uploadMaxBytes;
  let file: FileUpload;
  try {
    file = await upload;
  } catch (error) {
    throw uploadError(error, limit);
  }
  let stream: Readable;
  try {
    stream = file.createReadStream(); // throws at once when the file already broke the limit
  } catch (error) {
    throw uploadError(error, limit);
  }
  const bytes = await readAll(stream, limit);
  if (bytes.length === 0) throw BadInputError.field('file', 'The file is empty.');
  // Loaded with the first upload: a start does not pay for it.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- loaded on first use
  const { fileTypeFromBuffer } = require('file-type/core') as typeof import('file-type/core');
  const detected = await fileTypeFromBuffer(bytes);
  const accepted = ACCEPTED[kind];
  const extension = detected ? accepted[detected.mime] : undefined;
  if (!detected || !extension) {
    throw BadInputError.field(
      'file',
      `Must be ${kind === 'image' ? 'a PNG, JPEG or WebP image' : 'a PDF document'} (detected from its content: ${detected?.mime ?? 'unknown'}).`,
    );
  }
  return ctx.services.fileStorage.save(`${randomUUID()}.${extension}`, bytes, detected.mime);
}

async function readAll(stream: Readable, limit: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buffer.length;
      if (size > limit) {
        stream.destroy();
        throw new PayloadTooLargeError(limit);
      }
      chunks.push(buffer);
    }
  } catch (error) {
    throw uploadError(error, limit);
  }
  return Buffer.concat(chunks);
}

/** graphql-upload's maxFileSize error (http-errors 413) becomes PAYLOAD_TOO_LARGE; others a 400 on `file`. */
function uploadError(error: unknown, limit: number): Error {
  if (error instanceof PayloadTooLargeError || error instanceof BadInputError) return error;
  const status = (error as { status?: number; statusCode?: number })?.status ?? (error as { statusCode?: number })?.statusCode;
  if (status === 413) return new PayloadTooLargeError(limit);
  return BadInputError.field(
    'file',
    error instanceof Error ? `The file could not be read: ${error.message}` : 'The file could not be read.',
  );
}
