import { request } from 'node:http';

/** Small real files for upload tests: the bytes decide their type, not the names. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_SMALL = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

export function multipartFile(bytes: Buffer, filename: string, type = 'application/octet-stream'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

/** A GraphQL multipart request (graphql-multipart-request-spec) with one file in variable `file`. */
export function graphqlMultipart(query: string, bytes: Buffer, filename: string): FormData {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: { file: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.file'] }));
  form.append('0', new Blob([new Uint8Array(bytes)]), filename);
  return form;
}

/**
 * Starts a multipart upload that announces `announcedBytes` but sends only its first part and then
 * stalls: resolves with the status and body the server answers without waiting for the rest (the
 * proof that it decided before reading the body), or rejects after `timeoutMs`.
 */
export function answerBeforeBody(
  url: string,
  headers: Record<string, string>,
  announcedBytes = 10_000_000,
  timeoutMs = 5000,
): Promise<{ status: number; body: any }> {
  const boundary = 'stalled-upload-boundary';
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(announcedBytes) },
    });
    const timer = setTimeout(() => {
      req.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms while the body was still being sent`));
    }, timeoutMs);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        req.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      });
    });
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`);
    req.write(PNG_1X1);
  });
}
