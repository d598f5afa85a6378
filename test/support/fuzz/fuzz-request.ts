import { connect } from 'node:net';

/** One generated request, described fully enough to be replayed by hand. */
export interface FuzzRequest {
  /** The entry it targets (`graph Mutation.upsertLocation`, `rest POST /workspaces/Location/{id}`) and how it is malformed. */
  target: string;
  variant: string;
  caller: string;
  method: string;
  /** Path and query string, already encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /**
   * Sent over a plain socket: a Content-Length larger than the body and the connection half-closed
   * after it (a client that stops mid-body; no answer is a fine outcome).
   */
  cutShort?: boolean;
}

export interface FuzzAnswer {
  request: FuzzRequest;
  /** 0: no answer (allowed only for a request cut short). */
  status: number;
  body: string;
  ms: number;
}

const TIMEOUT_MS = 20_000;

/**
 * Sends one request. A connection reset is tried once more: a keep-alive connection the server
 * closed as idle just when the client reused it is a race of the transport, not an answer (a
 * request that itself makes the server drop the connection fails the second time too).
 */
export async function send(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const first = await sendOnce(baseUrl, request);
  return first.status === -1 && /ECONNRESET|other side closed|socket hang up/.test(first.body) ? sendOnce(baseUrl, request) : first;
}

async function sendOnce(baseUrl: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const started = Date.now();
  if (request.cutShort) {
    const { status, body } = await sendCutShort(baseUrl, request);
    return { request, status, body, ms: Date.now() - started };
  }
  try {
    const response = await fetch(`${baseUrl}${request.path}`, {
      method: request.method,
      headers: request.headers,
      body: request.body === undefined ? undefined : typeof request.body === 'string' ? request.body : new Uint8Array(request.body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'manual',
    });
    const body = await response.text();
    return { request, status: response.status, body: body.slice(0, 500), ms: Date.now() - started };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return {
      request,
      status: -1,
      body: `no answer: ${(error as Error).message}${cause ? ` (${cause.message})` : ''}`,
      ms: Date.now() - started,
    };
  }
}

function sendCutShort(baseUrl: string, request: FuzzRequest): Promise<{ status: number; body: string }> {
  const url = new URL(baseUrl);
  const body = Buffer.from(request.body ?? '');
  const head = [
    `${request.method} ${request.path} HTTP/1.1`,
    `host: ${url.host}`,
    ...Object.entries(request.headers).map(([k, v]) => `${k}: ${v}`),
    `content-length: ${body.length * 2 + 10}`,
    'connection: close',
    '',
    '',
  ].join('\r\n');
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(Number(url.port), url.hostname);
    const timer = setTimeout(() => socket.destroy(), TIMEOUT_MS);
    socket.on('connect', () => {
      socket.write(head);
      socket.end(body);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      const status = Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      resolve({ status, body: text.slice(0, 500) });
    });
  });
}

/** Sends every request, `concurrency` at a time, in order of generation. */
export async function sendAll(baseUrl: string, requests: FuzzRequest[], concurrency: number): Promise<FuzzAnswer[]> {
  const answers: FuzzAnswer[] = new Array(requests.length);
  let nextIndex = 0;
  const worker = async () => {
    while (nextIndex < requests.length) {
      const index = nextIndex++;
      answers[index] = await send(baseUrl, requests[index]);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return answers;
}

/** How a request is shown in a failure report: enough to replay it with curl. */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined
      ? ''
      : typeof request.body === 'string'
        ? request.body
        : `<${request.body.length} bytes> ${request.body.toString('latin1')}`;
  const headers = Object.fromEntries(
    Object.entries(request.headers).map(([name, value]) => [name, value.length > 40 ? `${value.slice(0, 40)}...` : value]),
  );
  return `${request.target} [${request.variant}] as ${request.caller}: ${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(headers)} ${JSON.stringify(body.slice(0, 600))}`;
}
