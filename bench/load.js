/**
 * The load of one case of `npm run bench`, in a process of its own: autocannon with every request
 * drawn afresh (`bench/workload.js`), so no two requests of a run need be the same page. Prints
 * autocannon's result as JSON, with `wrongAnswers`: answers that were not 2xx or carried GraphQL
 * `errors`.
 *
 *   node bench/load.js '<json: { url, method, headers, kind, idsFile, seconds, connections }>'
 */
'use strict';
const { readFileSync } = require('node:fs');
const { URL } = require('node:url');
const autocannon = require('autocannon');
const { drawRequest } = require('./workload');

const options = JSON.parse(process.argv[2]);
const ids = options.idsFile ? JSON.parse(readFileSync(options.idsFile, 'utf8')) : [];
const base = new URL(options.url);
let wrongAnswers = 0;

autocannon(
  {
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    requests: [
      {
        method: options.method,
        headers: options.headers,
        setupRequest(request) {
          const drawn = drawRequest(options.kind, ids);
          return { ...request, path: drawn.path ? `${base.pathname.replace(/\/$/, '')}${drawn.path}` : base.pathname, body: drawn.body };
        },
        onResponse(status, body) {
          if (status < 200 || status > 299 || body.includes('"errors"')) wrongAnswers += 1;
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      process.stderr.write(`${error.stack}\n`);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify({ ...result, wrongAnswers }));
  },
);
