import type { GraphQLSchema } from 'graphql';
import type { Settings } from '../../../src/config/settings';
import type { RestRoute } from '../../../src/kernel/rest-route';
import type { FuzzCast } from './fuzz-callers';
import type { FuzzRequest } from './fuzz-request';
import { graphEntries, graphRequest, graphTarget } from './graph-requests';
import { seededRandom } from './prng';
import { restEntries, restRequest, restTarget } from './rest-requests';

export interface FuzzPlan {
  requests: FuzzRequest[];
  /** Every entry of the gateway: each root field of the graph and each REST path. */
  targets: string[];
}

/**
 * `count` requests from `seed`: the entries of the graph and of the REST faces taken in turn (in
 * an order drawn from the seed), so that every entry gets count / entries requests, each from a
 * generator of its own (the same seed and count give the same requests).
 */
export function fuzzPlan(
  seed: number,
  count: number,
  schema: GraphQLSchema,
  routes: RestRoute[],
  prefixes: Settings['restPrefixes'],
  cast: FuzzCast,
): FuzzPlan {
  const random = seededRandom(seed);
  const generators = [
    ...graphEntries(schema).map((entry) => ({ target: graphTarget(entry), generate: graphRequest.bind(null, entry) })),
    ...restEntries(routes, schema, prefixes).map((entry) => ({ target: restTarget(entry), generate: restRequest.bind(null, entry) })),
  ];
  for (let i = generators.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [generators[i], generators[j]] = [generators[j], generators[i]];
  }
  const requests: FuzzRequest[] = [];
  for (let i = 0; i < count; i += 1) {
    const own = random.fork();
    requests.push(generators[i % generators.length].generate(own, cast.pool, own.pick(cast.callers)));
  }
  return { requests, targets: generators.map((g) => g.target) };
}
