import 'reflect-metadata';
import { parse } from 'graphql';
import { operationCost } from '../../src/graphql/query-cost';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { DOMAIN_MODULES } from '../../src/modules';

/** Issue 24: the cost limit is computed once per document (and set of limits its variables give), not per request. */
describe('the cost of an operation, once per document and limits', () => {
  const schema = buildGatewaySchema(DOMAIN_MODULES);
  const document = parse(
    'query Page($input: GetLocationsInput, $rooms: Int) { locations(input: $input) { data { name rooms(limit: $rooms) { data { name } } workspace { name } } } }',
  );
  const cost = (input: unknown, rooms: unknown) => operationCost(schema, document, 'Page', { input, rooms }, 100);

  test('limits given by variables count as given; the same limits again cost the same without a second walk', () => {
    // locations 1 + limit x (data 1 + rooms (1 + rooms' limit x data 1) + workspace 1)
    const expected = (limit: number, rooms: number) => 1 + limit * (1 + (1 + rooms) + 1);
    expect(cost({ limit: 10 }, 5)).toBe(expected(10, 5));
    expect(cost({ limit: 20 }, 5)).toBe(expected(20, 5));
    expect(cost({ limit: 10, offset: 30 }, 2)).toBe(expected(10, 2));
    // A limit out of range counts as the default (the page check answers it with its own 400).
    expect(cost({ limit: 1000 }, 'x')).toBe(cost({}, undefined));

    const locationFields = jest.spyOn(schema.getQueryType()!, 'getFields');
    try {
      expect(cost({ limit: 20, geoSearch: { latitude: 40, longitude: -74, maxMiles: 5 } }, 5)).toBe(expected(20, 5));
      expect(locationFields).not.toHaveBeenCalled();
      cost({ limit: 7 }, 5); // limits not seen yet: walked
      expect(locationFields).toHaveBeenCalled();
    } finally {
      locationFields.mockRestore();
    }
  });
});
