import 'reflect-metadata';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { DOMAIN_MODULES } from '../../src/modules';
import { openApiDocument } from '../../src/rest/openapi';

/** Counts the README states by hand, against the code they count. */
const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8').replace(/\s+/g, ' ');
const PREFIXES = { identity: '/identity', workspaces: '/workspaces', employers: '/employers', audit: '/audit', events: '/events' };

test("the README counts the REST operations of /openapi.json: those of the interface documents and the gateway's own", () => {
  const document = openApiDocument(DOMAIN_MODULES, buildGatewaySchema(DOMAIN_MODULES), PREFIXES);
  const operations = Object.values(document.paths).flatMap((item) => Object.keys(item)).length;
  const counts = /all (\d+) REST operations at `\/openapi\.json` \(the (\d+) of the three interface documents and (\d+) of the gateway's/;
  const claim = readme.match(counts);
  expect(claim).not.toBeNull();
  const [, all, documented, own] = claim!.map(Number);
  expect({ all, sum: documented + own }).toEqual({ all: operations, sum: operations });
  // the three interface documents hold 75 operations, each a row of the route tables
  expect(documented).toBe(75);
});
