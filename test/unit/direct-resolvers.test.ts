import 'reflect-metadata';
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
