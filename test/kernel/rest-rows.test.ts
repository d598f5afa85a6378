import 'reflect-metadata';
import { buildSchema, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { permissionsMarkdown } from '../../src/docs/generated-docs';
import { buildGatewaySchema } from '../../src/graphql/schema';
import { DOMAIN_MODULES } from '../../src/modules';
import { compileRestRoutes } from '../../src/rest/document';
import { restTable, type RestShapes } from '../../src/kernel/rest-route';

/** A small graph: a record with value objects, an edge, a page of another record and a computed field. */
const schema = buildSchema(`
  type Query {
    place(id: ID!): Place
    places(offset: Int! = 0, limit: Int = 20, name: String): PlacePage!
  }
  type Mutation { closePlace(id: ID!): Boolean! uploadPicture(file: String): String addPlaces(input: PlacesInput!): [Place!]! }
  input PlacesInput { places: [PlaceInput!]! dryRun: Boolean }
  input PlaceInput { name: String! owner: OwnerInput! kind: String! = "desk" }
  input OwnerInput { email: String! note: String }
  type Place { id: ID! name: String! address: Address! owner: Owner rooms(limit: Int): RoomPage! isOpen(date: String): Boolean! distance: Float }
  type Address { line1: String city: String geo: Geo }
  type Geo { latitude: Float! longitude: Float! }
  type Owner { id: ID! email: String! secret: String }
  type Room { id: ID! name: String! place: Place! }
  type RoomPage { data: [Room!]! pagedRequest: PagedRequest! totalCount: Int! }
  type PlacePage { data: [Place!]! pagedRequest: PagedRequest! totalCount: Int! }
  type PagedRequest { offset: Int! limit: Int! }
`);

const documentOf = (field: string, shapes: RestShapes = {}) =>
  compileRestRoutes(restTable('workspaces', shapes, [{ operation: 'Op', method: 'POST', path: '/Op', field }]), schema)[0];

describe('a REST row answers a view of the graph type its operation returns, derived once from the schema', () => {
  test('the view is every field without arguments and the value objects in full, no edge to another record: a field added to the graph type reaches the answer', () => {
    expect(documentOf('place').document).toBe(
      'query Op($id: ID!) { place(id: $id) { id name address { line1 city geo { latitude longitude } } distance } }',
    );
  });

  test('a page answers its records, its paged request and its count; an argument with a default may go unsent', () => {
    expect(documentOf('places').document).toBe(
      'query Op($offset: Int, $limit: Int, $name: String) { places(offset: $offset, limit: $limit, name: $name) { data { id name address { line1 city geo { latitude longitude } } distance } pagedRequest { offset limit } totalCount } }',
    );
  });

  test("where the document's record differs, the table says so: fields left out, edges embedded with their own omissions, members left out when null", () => {
    const route = documentOf('place', {
      Place: { omit: ['distance'], embed: { owner: { omit: ['secret'] } }, omitWhenNull: ['name'] },
      Address: { omit: ['geo'] },
    });
    expect(route.document).toBe('query Op($id: ID!) { place(id: $id) { id name address { line1 city } owner { id email } } }');
    expect(route.omitWhenNull).toEqual(['name']);
  });

  test('a Boolean answer is `200 empty`; a scalar answer (an upload URL) is answered as it is', () => {
    expect(documentOf('closePlace')).toMatchObject({ document: 'mutation Op($id: ID!) { closePlace(id: $id) }', empty: true });
    expect(documentOf('uploadPicture')).toMatchObject({
      document: 'mutation Op($file: String) { uploadPicture(file: $file) }',
      empty: false,
    });
  });

  test("the body feeds the input type: unknown members are ignored, a nested object's missing required members are null (the 400 names `places[0].owner.email`)", () => {
    const route = compileRestRoutes(
      restTable('workspaces', {}, [
        { operation: 'Op', method: 'POST', path: '/Op', field: 'addPlaces', variables: ({ body }) => ({ input: body }) },
      ]),
      schema,
    )[0];
    const body = { places: [{ owner: { note: 'n', extra: 1 }, extra: 2 }, 'not an object'], extra: 3 };
    expect(route.variables({ body, query: () => undefined, params: {}, header: () => undefined })).toEqual({
      input: { places: [{ name: null, owner: { email: null, note: 'n' } }, 'not an object'] },
    });
    expect(route.document).toBe(
      'mutation Op($input: PlacesInput!) { addPlaces(input: $input) { id name address { line1 city geo { latitude longitude } } distance } }',
    );
  });

  test('a shape that names what the graph does not have stops the start, naming the row', () => {
    expect(() => documentOf('place', { Place: { omit: ['distanceMiles'] } })).toThrow(
      'REST workspaces POST /Op (Op): the REST shape of Place names distanceMiles, which the graph type does not have',
    );
    expect(() => documentOf('place', { Plaice: { omit: ['distance'] } })).toThrow(
      /a REST shape is given for Plaice, which is not an object type/,
    );
    expect(() => documentOf('place', { Place: { embed: { rooms: {} } } })).toThrow(/Place\.rooms cannot be embedded/);
    expect(() => documentOf('nowhere')).toThrow(/the graph has no root field nowhere/);
  });
});

describe('the route tables of the three documents', () => {
  const graph = buildGatewaySchema(DOMAIN_MODULES);
  const routes = compileRestRoutes(
    DOMAIN_MODULES.flatMap((m) => m.restRoutes),
    graph,
  );
  const route = (service: string, method: string, path: string) =>
    routes.find((r) => r.service === service && r.method === method && r.path === path)!;

  test('compile against the real graph, each row onto a root field', () => {
    expect(routes.length).toBeGreaterThanOrEqual(75);
    for (const r of routes)
      expect(graph.getQueryType()!.getFields()[r.field] ?? graph.getMutationType()!.getFields()[r.field]).toBeDefined();
  });

  /** The fields a row's document selects at a path below its root field (`['data', 'location']`). */
  const selected = (service: string, method: string, path: string, at: string[] = []) => {
    const operation = parse(route(service, method, path).document).definitions[0] as OperationDefinitionNode;
    let field = operation.selectionSet.selections[0] as FieldNode;
    for (const name of at) field = field.selectionSet!.selections.find((s) => (s as FieldNode).name.value === name) as FieldNode;
    return field.selectionSet!.selections.map((s) => (s as FieldNode).name.value);
  };

  test("a room embeds its location, without the ExtendedLocation's token cost; a location has no search distance", () => {
    expect(selected('workspaces', 'POST', '/Room', ['data'])).toEqual(
      expect.arrayContaining(['location', 'tokenCostPerHour', 'tokenCostPerDay']),
    );
    expect(selected('workspaces', 'POST', '/Room', ['data', 'location'])).toEqual(
      expect.arrayContaining(['id', 'workspaceId', 'schedule', 'geo', 'status']),
    );
    expect(selected('workspaces', 'POST', '/Room', ['data', 'location'])).not.toContain('tokenCost');
    expect(selected('workspaces', 'POST', '/Location', ['data'])).toContain('tokenCost');
    expect(selected('workspaces', 'POST', '/Location', ['data'])).not.toContain('distanceMiles');
    expect(selected('workspaces', 'POST', '/Location', ['data'])).not.toContain('rooms');
  });

  test("each document's User: identity's and workspaces' with the account flags, employers' without; none with the dates", () => {
    expect(selected('identity', 'POST', '/User').sort()).toEqual([
      'email',
      'emailConfirmed',
      'firstName',
      'id',
      'isSuspended',
      'lastName',
      'pictureUrl',
    ]);
    expect(selected('workspaces', 'POST', '/Admin/role').sort()).toEqual([
      'email',
      'emailConfirmed',
      'firstName',
      'id',
      'isSuspended',
      'lastName',
      'pictureUrl',
    ]);
    expect(selected('employers', 'GET', '/Admin/{tenantId}/role/{role}', ['data']).sort()).toEqual([
      'email',
      'firstName',
      'id',
      'lastName',
      'pictureUrl',
    ]);
  });

  test('docs/permissions.md names the REST path of each operation from the route table', () => {
    const docs = permissionsMarkdown(DOMAIN_MODULES);
    expect(docs).toMatch(/\| `upsertLocation` \| `POST \/Location\/upsert` \|/);
    expect(docs).toMatch(/\| `submitWorkspaceApplication` \| `PUT \/Application\/\{id\}\/submit` \|/);
    expect(docs).toMatch(/\| `rotateApiKey` \| — \|/);
  });
});
