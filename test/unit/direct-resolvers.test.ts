import 'reflect-metadata';
import type { GraphQLObjectType } from 'graphql';
import { directlyCalledFields } from '../../src/graphql/direct-resolvers';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { DOMAIN_MODULES } from '../../src/modules';

/** docs/decisions.md#resolvers-called-straight: which resolver methods skip type-graphql's wrapper. */
describe('resolver methods called straight', () => {
  const direct = new Set(directlyCalledFields(buildGatewaySchema(DOMAIN_MODULES)));

  test('the edges, computed fields and reads by id of every record of a page are called straight', () => {
    for (const field of [
      'Location.rooms',
      'Location.workspace',
      'Location.tokenCost',
      'Location.isOpen',
      'Room.location',
      'Room.tokenCostPerHour',
      'Workspace.locations',
      'User.memberships',
      'Query.location',
      'Query.room',
      'Mutation.deleteLocationClosure',
    ])
      expect(direct).toContain(field);
  });

  test('a method with an input object argument keeps type-graphql, which builds the input class', () => {
    for (const field of ['Query.locations', 'Query.rooms', 'Mutation.upsertLocation', 'Mutation.createLocationClosures'])
      expect(direct).not.toContain(field);
  });
});

/** Without an info the compiled executor builds none for the call (patches/graphql-jit+0.8.9.patch). */
test('a method called straight that reads no info is marked so; one that reads it (a paged edge, for totalCount) is not', () => {
  const schema = buildGatewaySchema(DOMAIN_MODULES);
  const resolverOf = (type: string, field: string) =>
    (schema.getType(type) as GraphQLObjectType).getFields()[field].resolve as { readsNoInfo?: boolean } | undefined;
  for (const [type, field] of [
    ['Location', 'tokenCost'],
    ['Location', 'workspace'],
    ['Room', 'tokenCostPerHour'],
  ])
    expect(resolverOf(type, field)?.readsNoInfo).toBe(true);
  expect(resolverOf('Location', 'rooms')?.readsNoInfo).toBeUndefined();
});
