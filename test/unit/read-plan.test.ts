import { buildSchema, parse } from 'graphql';
import { readPlanOf } from '../../src/kernel/read-plan';

/** What a document can read of each type, known before it runs. */
const schema = buildSchema(`
  interface Place { id: ID!, name: String! }
  type Location implements Place { id: ID!, name: String!, price: Int!, rooms: [Room!]!, workspace: Workspace }
  type Room implements Place { id: ID!, name: String!, capacity: Int!, location: Location! }
  type Workspace { id: ID!, name: String!, locations: [Location!]! }
  type Query { locations: [Location!]!, place(id: ID!): Place, workspaces: [Workspace!]! }
`);

test('fields count on their type wherever they are selected, fragments included', () => {
  const plan = readPlanOf(schema, parse('{ locations { id ...L rooms { ... on Room { capacity } } } } fragment L on Location { price }'));
  expect([...plan.fieldsOf('Location')].sort()).toEqual(['id', 'price', 'rooms']);
  expect([...plan.fieldsOf('Room')]).toEqual(['capacity']);
  expect(plan.fieldsOf('Workspace').size).toBe(0);
});

test('a type reached only through lists is not referenced; a single-record field references its type', () => {
  const lists = readPlanOf(schema, parse('{ workspaces { locations { rooms { id } } } }'));
  expect(['Workspace', 'Location', 'Room'].map((t) => lists.isReferenced(t))).toEqual([false, false, false]);
  const back = readPlanOf(schema, parse('{ locations { rooms { location { id } } } }'));
  expect(back.isReferenced('Location')).toBe(true);
  expect(back.isReferenced('Room')).toBe(false);
});

test('a field of an interface counts for every type that implements it, and an abstract reference references them all', () => {
  const plan = readPlanOf(schema, parse('{ place(id: "x") { name } }'));
  expect([...plan.fieldsOf('Location')]).toEqual(['name']);
  expect([...plan.fieldsOf('Room')]).toEqual(['name']);
  expect(plan.isReferenced('Location') && plan.isReferenced('Room')).toBe(true);
});

test('the plan of a document is computed once', () => {
  const document = parse('{ locations { id } }');
  expect(readPlanOf(schema, document)).toBe(readPlanOf(schema, document));
});
