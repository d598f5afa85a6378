import type { Random } from './prng';

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: string | Buffer;
}

/** A multipart/form-data body written by hand, so it can be broken on purpose. */
export function multipartBody(parts: Part[], boundary: string): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: ${disposition}\r\n${part.contentType ? `content-type: ${part.contentType}\r\n` : ''}\r\n`,
      ),
    );
    chunks.push(Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A file part's bytes and name: a real small image, a fake one, or junk. */
export function fileContent(random: Random): { data: Buffer; filename: string; contentType: string } {
  return random.pick([
    { data: PNG_BYTES, filename: 'pixel.png', contentType: 'image/png' },
    { data: Buffer.from('%PDF-1.4\n%%EOF\n'), filename: 'terms.pdf', contentType: 'application/pdf' },
    { data: Buffer.from('<svg onload="alert(1)"/>'), filename: 'x.svg', contentType: 'image/svg+xml' },
    { data: Buffer.from('MZ\u0090\u0000'), filename: '../../evil.png', contentType: 'image/png' },
    { data: Buffer.alloc(0), filename: '', contentType: 'application/octet-stream' },
    { data: Buffer.from('\u0000'.repeat(64)), filename: 'n\u00fcl\u202e.png', contentType: 'text/plain' },
  ]);
}

/** Ways of breaking a multipart body that was right: cut it, drop its closing boundary, change its boundary. */
export function breakMultipart(body: Buffer, boundary: string, random: Random): { body: Buffer; contentType: string; how: string } {
  const contentType = `multipart/form-data; boundary=${boundary}`;
  switch (random.int(5)) {
    case 0:
      return { body: body.subarray(0, random.int(body.length)), contentType, how: 'truncated' };
    case 1:
      return { body: body.subarray(0, body.length - `--${boundary}--\r\n`.length), contentType, how: 'no closing boundary' };
    case 2:
      return { body, contentType: 'multipart/form-data; boundary=another-boundary', how: 'wrong boundary' };
    case 3:
      return { body: Buffer.from(body.toString('latin1').replace(/\r\n/g, '\n'), 'latin1'), contentType, how: 'bare LF line ends' };
    default:
      return {
        body: Buffer.concat([Buffer.from('garbage before\r\n'), body, Buffer.from('garbage after')]),
        contentType,
        how: 'garbage around',
      };
  }
}
