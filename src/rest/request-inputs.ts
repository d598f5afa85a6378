import type { RestRequest, RestRowSpec } from '../kernel/rest-route';
import { parseFieldPath, printFieldPath } from '../kernel/field-path';

/** Where a REST request carries a value. */
export type RequestPart = 'body' | 'query' | 'header' | 'path' | 'file';

/** One value a row reads from the request, and the argument of its root field that the value feeds. */
export interface RequestInput {
  in: RequestPart;
  /** The body member, query parameter, header or path parameter, as the row reads it; `null`: the whole body. */
  name: string | null;
  /** The argument it feeds, then the input fields below it: `['input', 'grantType']`. */
  feeds: string[];
  /** What the row sends when the request leaves the value out, when that is not null (`Offset`: 0). */
  fallback?: unknown;
}

/** A value handed to the row by a recording request: where it came from. */
class Read {
  constructor(
    readonly part: RequestPart,
    readonly name: string,
  ) {}
}

/**
 * What a row reads from a request, found by running the row's own `variables` on recording
 * requests (one per part of the request, each handing out values that say where they came from)
 * and looking where those values land in the field's arguments. So the route table stays the one
 * place that says how a request feeds the graph, and what documents it cannot drift from it.
 */
export function requestInputsOf(row: RestRowSpec): RequestInput[] {
  const variables = row.variables ?? (() => ({}));
  const whenAbsent = runSafely(variables, recordingRequest(null).request);
  const found = new Map<string, RequestInput>();
  for (const part of ['body', 'query', 'header', 'path', 'file'] as const) {
    const { request, wholeBody } = recordingRequest(part);
    visit(runSafely(variables, request), [], (value, feeds) => {
      if (wholeBody !== undefined && value === wholeBody) {
        found.set(`body * ${feeds.join('.')}`, { in: 'body', name: null, feeds });
        return true;
      }
      if (!(value instanceof Read)) return false;
      const fallback = valueAt(whenAbsent, feeds);
      const input: RequestInput = {
        in: value.part,
        name: value.name,
        feeds,
        ...(fallback === undefined || fallback === null ? {} : { fallback }),
      };
      found.set(`${input.in} ${input.name} ${feeds.join('.')}`, input);
      return true;
    });
  }
  return [...found.values()];
}

/** A request whose `part` hands out `Read` values (the body: a whole body that does too); every other part is empty. */
function recordingRequest(part: RequestPart | null): { request: RestRequest; wholeBody: unknown } {
  const recording = (into: RequestPart) =>
    new Proxy({} as Record<string, unknown>, {
      get: (_target, key) => (typeof key === 'string' ? new Read(into, key) : undefined),
      has: () => true,
    });
  const body = part === 'body' ? recording('body') : {};
  const request: RestRequest = {
    body,
    query: (name) => (part === 'query' ? (new Read('query', name) as unknown as string) : undefined),
    params: part === 'path' ? (recording('path') as Record<string, string>) : {},
    header: (name) => (part === 'header' ? (new Read('header', name) as unknown as string) : undefined),
    file: part === 'file' ? new Read('file', 'file') : undefined,
  };
  return { request, wholeBody: part === 'body' ? body : undefined };
}

/** A row may refuse a request it finds empty: what it returned until then is all there is to see. */
function runSafely(variables: (request: RestRequest) => Record<string, unknown>, request: RestRequest): Record<string, unknown> {
  try {
    return variables(request);
  } catch {
    return {};
  }
}

/** Walks plain objects and arrays; `found` answers true where it recognised the value (and the walk stops there). */
function visit(value: unknown, path: string[], found: (value: unknown, path: string[]) => boolean): void {
  if (found(value, path)) return;
  if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, String(index)], found));
  else if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    for (const [key, member] of Object.entries(value)) visit(member, [...path, key], found);
  }
}

function valueAt(value: unknown, path: string[]): unknown {
  let at = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

/**
 * A field the graph names by its argument path (`input.grantType`, `id`, `input.locations[0].price`),
 * named as the REST caller sent it: the body member, query parameter, path parameter or header
 * that feeds it (`grant_type`, `Id`), then the rest of the path (`locations[0].price`; a whole body
 * feeding `input` is its members). A path no value of the request feeds keeps the graph's name.
 */
export function restNameOf(inputs: readonly RequestInput[], argumentPath: string): string {
  const path = parseFieldPath(argumentPath);
  const feeds = (input: RequestInput) =>
    input.feeds.length <= path.length && input.feeds.every((segment, index) => segment === String(path[index]));
  const feeding = inputs.filter(feeds).sort((a, b) => b.feeds.length - a.feeds.length)[0];
  if (!feeding) return argumentPath;
  const rest = path.slice(feeding.feeds.length);
  const named = feeding.name === null ? rest : [feeding.name, ...rest];
  return named.length ? printFieldPath(named) : argumentPath;
}
