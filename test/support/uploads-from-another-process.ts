import { execFile } from 'node:child_process';

/** A multipart upload as a client builds it: text fields, then one file of `fileBytes` zero bytes. */
export interface UploadRequest {
  url: string;
  headers: Record<string, string>;
  fields?: [name: string, value: string][];
  file: { field: string; name: string; bytes: number };
}

/** What the client got: the answer, or the error its fetch met instead (`fetch failed: EPIPE`). */
export type UploadOutcome = { status: number; headers: Record<string, string>; body: string } | { error: string };

// Plain JavaScript for `node -e`: the request comes as JSON in argv, the outcomes go out as JSON on stdout.
const CLIENT = `
const [request, times] = JSON.parse(process.argv[1]);
(async () => {
  const outcomes = [];
  for (let i = 0; i < times; i++) {
    const form = new FormData();
    for (const [name, value] of request.fields ?? []) form.append(name, value);
    form.append(request.file.field, new Blob([new Uint8Array(request.file.bytes)]), request.file.name);
    try {
      const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: form });
      outcomes.push({ status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() });
    } catch (error) {
      outcomes.push({ error: error.message + ': ' + (error.cause?.code ?? error.cause?.message ?? '') });
    }
  }
  process.stdout.write(JSON.stringify(outcomes));
})();
`;

/**
 * Sends the upload `times` times, one after the other, with Node's fetch from a process of its
 * own: a client in the gateway's process shares its event loop, which orders the client's writes
 * and the gateway's close so that a closing race seldom shows.
 */
export function uploadsFromAnotherProcess(request: UploadRequest, times: number): Promise<UploadOutcome[]> {
  return new Promise((resolve, reject) => {
    const options = { timeout: 60_000, maxBuffer: 16 * 1024 * 1024 };
    execFile(process.execPath, ['-e', CLIENT, JSON.stringify([request, times])], options, (error, stdout, stderr) => {
      if (error) reject(new Error(`the client process failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as UploadOutcome[]);
    });
  });
}
