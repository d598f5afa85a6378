import { join } from 'node:path';
import type { Express } from 'express';
import type { Settings } from '../../config/settings';
import { sendHttpError } from '../http-error';
import { CONTENT_TYPE_BY_EXTENSION, LOCAL_UPLOADS_PATH, STORED_NAME } from './file-storage';

/** Serves DATA_DIR/uploads at /uploads/<name>: generated names only, the stored type, nosniff. */
export function serveLocalUploads(app: Express, settings: Settings): void {
  if (settings.storage !== 'local') return;
  const folder = join(settings.dataDir, 'uploads');
  app.get(`${LOCAL_UPLOADS_PATH}/:name`, (req, res) => {
    const name = String(req.params.name);
    const notFound = () => {
      // A cache must not keep the 404: the name may be stored a moment later.
      res.setHeader('Cache-Control', 'no-store');
      sendHttpError(req, res, 404, 'No such file.', 'NOT_FOUND');
    };
    if (!STORED_NAME.test(name)) {
      notFound();
      return;
    }
    const extension = name.slice(name.lastIndexOf('.') + 1);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // With `root`, only the name is checked for dot segments, not the folder's own path (the
    // default DATA_DIR is ./.data); the year of caching is sent with a served file only.
    const headers = { 'Content-Type': CONTENT_TYPE_BY_EXTENSION[extension] };
    res.sendFile(name, { root: folder, dotfiles: 'deny', maxAge: '1y', immutable: true, headers }, (error) => {
      if (error && !res.headersSent) notFound();
    });
  });
}
