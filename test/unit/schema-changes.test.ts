import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  changesToName,
  historyProblem,
  SCHEMA_FILE,
  schemaLandings,
  unnamedChanges,
  type SchemaLanding,
} from '../../scripts/check-schema-changes';

/**
 * The schema-change check of `npm run check` (scripts/check-schema-changes.ts, docs/decisions.md#schema-changes):
 * what CHANGELOG.md must name between versions of the SDL, and which versions count as landed.
 */
const before = `
  type Query { rooms: ExtendedRoomPage! room(id: ID!): ExtendedRoom }
  type ExtendedRoomPage { data: [ExtendedRoom!]! }
  type ExtendedRoom { id: ID! name: String! }
`;
const after = `
  type Query { rooms: RoomPage! room(id: ID!): Room }
  type RoomPage { data: [Room!]! }
  """A room of a location."""
  type Room { id: ID! name: String! capacity: Int! }
`;

function landings(...versions: string[]): SchemaLanding[] {
  return versions.map((sdl, i) => ({ label: `v${i}`, sdl }));
}

function coordinates(changes: { coordinate: string }[]): string[] {
  return changes.map(({ coordinate }) => coordinate).sort();
}

describe('what the changelog must name', () => {
  it("a type renamed away: the removal, the fields that changed type and the new types, but not the new types' own fields", async () => {
    const changes = await changesToName(before, after);
    expect(
      changes
        .filter(({ kind }) => kind === 'breaking')
        .map(({ coordinate }) => coordinate)
        .sort(),
    ).toEqual(['ExtendedRoom', 'ExtendedRoomPage', 'Query.room', 'Query.rooms']);
    expect(
      changes
        .filter(({ kind }) => kind === 'addition')
        .map(({ coordinate }) => coordinate)
        .sort(),
    ).toEqual(['Room', 'RoomPage']);
  });

  it('descriptions need no entry; a field added to a type that exists, an argument and an enum value do', async () => {
    expect(await changesToName('type Query { a: Int }', '"""The root."""\ntype Query {\n  """A."""\n  a: Int\n}')).toEqual([]);
    const changes = await changesToName(
      'type Query { a: Int rooms: Int } enum Kind { A }',
      'type Query { a: Int b: Int rooms(first: Int): Int } enum Kind { A B }',
    );
    // GraphQL Inspector rates a new enum value and a new optional argument dangerous (a client's exhaustive switch, a resolver
    // that reads arguments); both need an entry either way.
    expect(changes.map(({ coordinate, kind }) => `${coordinate} ${kind}`).sort()).toEqual([
      'Kind.B dangerous',
      'Query.b addition',
      'Query.rooms.first dangerous',
    ]);
  });
});

describe('the changelog names them', () => {
  it('fails while a breaking change is not named in backticks, and passes once it is', async () => {
    const unnamed = await unnamedChanges(landings(before, after), 'Room, RoomPage, Query.rooms: use `on Room`.');
    expect(coordinates(unnamed)).toEqual(['ExtendedRoom', 'ExtendedRoomPage', 'Query.room', 'Query.rooms', 'Room', 'RoomPage']);
    expect(unnamed.find(({ coordinate }) => coordinate === 'ExtendedRoom')).toEqual({
      coordinate: 'ExtendedRoom',
      kind: 'breaking',
      message: "Type 'ExtendedRoom' was removed",
      landing: 'v1',
    });

    const named = [
      '### Removed',
      '- **Breaking:** `ExtendedRoom` is `Room` and `ExtendedRoomPage` is `RoomPage`: fragments `on ExtendedRoom` become `on Room`.',
      '### Changed',
      '- **Breaking:** `Query.rooms` and `Query.room` answer the new types.',
    ].join('\n');
    expect(await unnamedChanges(landings(before, after), named)).toEqual([]);
  });

  it('a coordinate must be the whole span: `ExtendedRoomPage` does not name `ExtendedRoom`', async () => {
    const changelog = '`ExtendedRoomPage` `Query.rooms` `Query.room` `Room` `RoomPage` `ExtendedRoom.id`';
    expect(coordinates(await unnamedChanges(landings(before, after), changelog))).toEqual(['ExtendedRoom']);
  });

  it('each landing that changes a coordinate names it once more: a field listed when added still needs its breaking entry', async () => {
    const v0 = 'type Query { a: Int }';
    const v1 = 'type Query { a: Int isOpen: Int }';
    const v2 = 'type Query { a: Int isOpen: Boolean }';
    const once = await unnamedChanges(landings(v0, v1, v2), '- Fields: `Query.isOpen`.');
    expect(once).toEqual([expect.objectContaining({ coordinate: 'Query.isOpen', kind: 'breaking', landing: 'v2' })]);
    const twice = '- **Breaking:** `Query.isOpen` is a Boolean.\n- Fields: `Query.isOpen`.';
    expect(await unnamedChanges(landings(v0, v1, v2), twice)).toEqual([]);
  });

  it('an argument may be written as a schema coordinate, `Type.field(argument:)`', async () => {
    const v0 = 'type Query { rooms(first: Int): Int }';
    const v1 = 'type Query { rooms(first: Int!): Int }';
    expect(coordinates(await unnamedChanges(landings(v0, v1), 'rooms now needs first'))).toEqual(['Query.rooms.first']);
    expect(await unnamedChanges(landings(v0, v1), '`Query.rooms(first:)` is required')).toEqual([]);
    expect(await unnamedChanges(landings(v0, v1), '`Query.rooms.first` is required')).toEqual([]);
  });
});

describe('the landed versions', () => {
  let repository: string;
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', repository, '-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], { encoding: 'utf8' });
  const commit = (sdl: string, message: string) => {
    writeFileSync(join(repository, SCHEMA_FILE), sdl);
    git('add', SCHEMA_FILE);
    git('commit', '-q', '-m', message);
  };

  beforeEach(() => {
    repository = mkdtempSync(join(tmpdir(), 'schema-changes-'));
    mkdirSync(join(repository, 'schema'));
    git('init', '-q', '-b', 'main');
  });
  afterEach(() => rmSync(repository, { recursive: true, force: true }));

  it('one version per first-parent commit that changed the file (a branch lands at its merge), then the working tree', () => {
    commit('type Query { a: Int }', 'first');
    git('checkout', '-q', '-b', 'topic');
    commit('type Query { a: Int b: Int }', 'topic 1');
    commit('type Query { a: Int b: Int c: Int }', 'topic 2');
    git('checkout', '-q', 'main');
    writeFileSync(join(repository, 'README'), 'not the schema');
    git('add', 'README');
    git('commit', '-q', '-m', 'readme');
    git('merge', '-q', '--no-ff', '-m', 'merge topic', 'topic');
    writeFileSync(join(repository, SCHEMA_FILE), 'type Query { a: Int b: Int c: Int d: Int }');

    const versions = schemaLandings(repository);
    expect(versions.map(({ label }) => label.replace(/^[0-9a-f]{7} \d{4}-\d\d-\d\d /, ''))).toEqual([
      'first',
      'merge topic',
      'working tree (not committed)',
    ]);
    expect(versions[1].sdl).toBe('type Query { a: Int b: Int c: Int }');
    expect(historyProblem(repository)).toBeUndefined();

    const base = git('rev-parse', 'HEAD~1').trim();
    expect(schemaLandings(repository, base).map(({ label }) => label.replace(/^[0-9a-f]{7} \d{4}-\d\d-\d\d /, ''))).toEqual([
      `${base} (SCHEMA_BASE)`,
      'merge topic',
      'working tree (not committed)',
    ]);
  });

  it('a shallow clone is refused rather than checked on the few commits it has', () => {
    commit('type Query { a: Int }', 'first');
    commit('type Query { a: Int b: Int }', 'second');
    const shallow = `${repository}-shallow`;
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repository}`, shallow]);
      expect(historyProblem(shallow)).toMatch(/shallow/);
      expect(historyProblem(shallow, 'HEAD~5')).toMatch(/SCHEMA_BASE=HEAD~5 is not a fetched ancestor/);
    } finally {
      rmSync(shallow, { recursive: true, force: true });
    }
  });
});
