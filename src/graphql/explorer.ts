import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';

/**
 * The offline GraphQL explorer: GraphiQL 3 from its npm package (its prebuilt UMD bundle and CSS,
 * with React 18's UMD builds), every file served by the gateway itself, so it works with no
 * internet (Apollo's Sandbox on GET /graphql loads from Apollo's CDN). No build step: the files
 * are read from node_modules as the packages ship them.
 */

/** A file the page loads: the package it ships in and its path inside the package. */
interface Asset {
  packageName: string;
  file: string;
}

const STYLESHEET: Asset = { packageName: 'graphiql', file: 'graphiql.min.css' };
/** In load order: GraphiQL's bundle expects the globals React and ReactDOM. */
const SCRIPTS: Asset[] = [
  { packageName: 'react', file: 'umd/react.production.min.js' },
  { packageName: 'react-dom', file: 'umd/react-dom.production.min.js' },
  { packageName: 'graphiql', file: 'graphiql.min.js' },
  // The graphql-ws client, for the subscriptions (GraphQL over WebSocket on the graph's path).
  { packageName: 'graphql-ws', file: 'umd/graphql-ws.min.js' },
];

/** What the headers editor holds when the page opens: the caller pastes a token after "Bearer ". */
const DEFAULT_HEADERS = '{\n  "Authorization": "Bearer "\n}';

const DEFAULT_QUERY = `# Put an access token after "Bearer " in Headers below,
# or send {"Api-Key": "<your key>"} instead; then run.
query Me {
  me {
    id
    email
  }
}
`;

/** Lets the page fill the whole window (GraphiQL sizes itself to its container). */
const PAGE_STYLE = 'html, body, #explorer { height: 100%; margin: 0; }';

/**
 * Starts GraphiQL. The fetcher sends `content-type: application/json` (what Apollo's CSRF
 * prevention asks of a browser) plus the headers editor's headers, minus a credential left blank
 * (the prefilled `Bearer ` with no token), which the gateway would refuse with a 401. A
 * subscription goes over WebSocket on the same path, the same headers as its `connection_init`
 * payload (docs/decisions.md#subscriptions): one connection per set of headers.
 */
function startScript(graphqlPath: string): string {
  return `(function () {
  function withoutBlankCredentials(headers) {
    var kept = {};
    Object.keys(headers || {}).forEach(function (name) {
      var value = String(headers[name]).trim();
      var lower = name.toLowerCase();
      var blank = (lower === 'authorization' && /^(bearer)?$/i.test(value)) || (lower === 'api-key' && value === '');
      if (!blank) kept[name] = headers[name];
    });
    return kept;
  }
  var overHttp = GraphiQL.createFetcher({
    url: ${JSON.stringify(graphqlPath)},
    enableIncrementalDelivery: false,
    fetch: function (url, init) {
      return window.fetch(url, Object.assign({}, init, { headers: withoutBlankCredentials(init.headers) }));
    },
  });
  var socketUrl = (location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + ${JSON.stringify(graphqlPath)};
  var sockets = {};
  function isSubscription(params) {
    var text = String(params.query || '').replace(/#[^\\n]*/g, '');
    var named = params.operationName && new RegExp('subscription\\\\s+' + params.operationName + '\\\\b').test(text);
    return Boolean(named || (!params.operationName && /^\\s*subscription\\b/.test(text)));
  }
  function fetcher(params, options) {
    if (!isSubscription(params)) return overHttp(params, options);
    var headers = withoutBlankCredentials(options && options.headers);
    var key = JSON.stringify(headers);
    var client = sockets[key] || (sockets[key] = graphqlWs.createClient({ url: socketUrl, connectionParams: headers }));
    return {
      subscribe: function (observer) {
        var sink = observer.next ? observer : { next: observer };
        var stop = client.subscribe(params, {
          next: function (value) { sink.next(value); },
          error: function (error) { (sink.error || function () {})(error instanceof Error ? { message: error.message } : error); },
          complete: function () { (sink.complete || function () {})(); },
        });
        return { unsubscribe: stop };
      },
    };
  }
  ReactDOM.createRoot(document.getElementById('explorer')).render(
    React.createElement(GraphiQL, {
      fetcher: fetcher,
      defaultQuery: ${JSON.stringify(DEFAULT_QUERY)},
      defaultHeaders: ${JSON.stringify(DEFAULT_HEADERS)},
      defaultEditorToolsVisibility: 'headers',
      shouldPersistHeaders: false,
    }),
  );
})();`;
}

/** The value of a CSP `'sha256-…'` source for an inline script or style. */
function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** Where an asset is on disk, and its URL: the package's version is in it, so a URL's content never changes. */
function locate(asset: Asset, assetsPath: string): { url: string; file: string } {
  const packageDir = dirname(require.resolve(`${asset.packageName}/package.json`));
  const { version } = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as { version: string };
  return { url: `${assetsPath}/${asset.packageName}@${version}/${basename(asset.file)}`, file: join(packageDir, asset.file) };
}

/**
 * GET `path`: the explorer page, sending its queries to `graphqlPath`; GET `path`/assets/…: the
 * files it loads, cached for a year (their URLs carry the package version). The page's Content
 * Security Policy lets it load nothing but the gateway's own files and its one inline script.
 */
export function mountExplorer(app: FastifyInstance, path: string, graphqlPath: string): void {
  const stylesheet = locate(STYLESHEET, `${path}/assets`);
  const scripts = SCRIPTS.map((asset) => locate(asset, `${path}/assets`));
  for (const asset of [stylesheet, ...scripts]) {
    app.get(asset.url, (_request, reply) => reply.sendFile(basename(asset.file), dirname(asset.file), { maxAge: '365d', immutable: true }));
  }

  const start = startScript(graphqlPath);
  const page = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Flexspace GraphQL explorer</title>
<link rel="stylesheet" href="${stylesheet.url}">
<style>${PAGE_STYLE}</style>
</head>
<body>
<div id="explorer">Loading the explorer…</div>
${scripts.map((script) => `<script src="${script.url}"></script>`).join('\n')}
<script>${start}</script>
</body>
</html>
`;
  const contentSecurityPolicy = [
    "default-src 'none'",
    `script-src 'self' ${cspHash(start)}`,
    `style-src 'self' ${cspHash(PAGE_STYLE)}`,
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
  app.get(path, (_request, reply) =>
    reply
      .headers({ 'content-security-policy': contentSecurityPolicy, 'cache-control': 'no-cache' })
      .type('text/html; charset=utf-8')
      .send(page),
  );
}
