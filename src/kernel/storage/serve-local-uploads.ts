import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Settings } from '../../config/settings';
import { sendHttpError } from '../http-error';
import { CONTENT_TYPE_BY_EXTENSION, LOCAL_UPLOADS_PATH, STORED_NAME } from './file-storage';

/**
 * Serves DATA_DIR/uploads at /uploads/<name>: generated names only (so no path or dot segment of
 * the caller's reaches the disk, whatever the folder's own path: the default DATA_DIR is ./.data),
 * the stored type, nosniff. Only a file served is immutable: a cache must not keep a 404, for the
 * name may be stored a moment later.
 */
export function serveLocalUploads(app: FastifyInstance, settings: Settings): void {
  if (settings.storage !== 'local') return;
  const folder = join(settings.dataDir, 'uploads');
  app.get<{ Params: { name: string } }>(`${LOCAL_UPLOADS_PATH}/:name`, async (request, reply) => {
    const name = String(request.params.name);
    const found =
      STORED_NAME.test(name) &&
      (await stat(join(folder, name)).then(
        (file) => file.isFile(),
        () => false,
      ));
    if (!found) return sendHttpError(request, reply.header('cache-control', 'no-store'), 404, 'No such file.', 'NOT_FOUND');
    const extension = name.slice(name.lastIndexOf('.') + 1);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    reply.type(CONTENT_TYPE_BY_EXTENSION[extension]);
    return reply.sendFile(name, folder, { cacheControl: false, contentType: false, dotfiles: 'allow' });
  });
}
