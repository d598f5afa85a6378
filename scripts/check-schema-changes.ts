import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ChangeType, CriticalityLevel, diff, type Change } from '@graphql-inspector/core';
import { buildSchema } from 'graphql';

/**
 * Every change of the checked-in schema a client developer must hear of is named in CHANGELOG.md:
 * each landing of schema/schema.graphql on HEAD's first-parent line, and the uncommitted file, is
 * diffed with GraphQL Inspector against the landing before it (docs/decisions.md#schema-changes).
 */

export const SCHEMA_FILE = 'schema/schema.graphql';
export const CHANGELOG_FILE = 'CHANGELOG.md';

/** One version of the schema as it landed: `label` names the commit (or the working tree) for people. */
export interface SchemaLanding {
  label: string;
  sdl: string;
}

/** A change the changelog must name, by the coordinate GraphQL Inspector reports (`Type`, `Type.field`, `Type.field.arg`). */
export interface ChangeToName {
  coordinate: string;
  kind: 'breaking' | 'dangerous' | 'addition';
  message: string;
}

/** A coordinate that the changelog names fewer times than the landings that changed it. */
export interface UnnamedChange extends ChangeToName {
  landing: string;
}

/** Additions a client can start to use (and deprecations it should leave), announced like breaking changes. */
const ANNOUNCED: ReadonlySet<string> = new Set([
  ChangeType.TypeAdded,
  ChangeType.FieldAdded,
  ChangeType.InputFieldAdded,
  ChangeType.FieldArgumentAdded,
  ChangeType.EnumValueAdded,
  ChangeType.UnionMemberAdded,
  ChangeType.ObjectTypeInterfaceAdded,
  ChangeType.DirectiveAdded,
  ChangeType.DirectiveArgumentAdded,
  ChangeType.FieldDeprecationAdded,
  ChangeType.EnumValueDeprecationReasonAdded,
]);

function kindOf(change: Change): ChangeToName['kind'] | undefined {
  const { level, isSafeBasedOnUsage } = change.criticality;
  if (level === CriticalityLevel.Breaking && !isSafeBasedOnUsage) return 'breaking';
  if (level === CriticalityLevel.Dangerous && !isSafeBasedOnUsage) return 'dangerous';
  return ANNOUNCED.has(change.type) ? 'addition' : undefined;
}

/**
 * What the changelog must name between two versions of the SDL: breaking and dangerous changes and
 * additions, one per coordinate. What lies inside a type or field added by the same change (its
 * fields, arguments, values) is named by naming that type or field; descriptions need no entry.
 */
export async function changesToName(older: string, newer: string): Promise<ChangeToName[]> {
  const changes = await diff(buildSchema(older), buildSchema(newer));
  const containers: string[] = [ChangeType.TypeAdded, ChangeType.FieldAdded, ChangeType.InputFieldAdded, ChangeType.DirectiveAdded];
  const added = changes.filter((change) => containers.includes(change.type)).map((change) => `${change.path}.`);
  const byCoordinate = new Map<string, ChangeToName>();
  for (const change of changes) {
    const kind = kindOf(change);
    const coordinate = change.path ?? 'schema';
    if (!kind || added.some((parent) => coordinate.startsWith(parent))) continue;
    const known = byCoordinate.get(coordinate);
    // A coordinate that is both added to and broken (rare) is reported as its most severe change.
    if (!known || rank(kind) > rank(known.kind)) byCoordinate.set(coordinate, { coordinate, kind, message: change.message });
  }
  return [...byCoordinate.values()].sort((a, b) => rank(b.kind) - rank(a.kind) || a.coordinate.localeCompare(b.coordinate));
}

function rank(kind: ChangeToName['kind']): number {
  return { addition: 0, dangerous: 1, breaking: 2 }[kind];
}

/**
 * The ways the changelog may write a coordinate, in backticks: as reported, and an argument also as a schema coordinate
 * (`Query.rooms.offset` or `Query.rooms(offset:)`).
 */
function spellings(coordinate: string): string[] {
  const parts = coordinate.split('.');
  return parts.length === 3 ? [coordinate, `${parts[0]}.${parts[1]}(${parts[2]}:)`] : [coordinate];
}

/** How many times each backticked span occurs in the changelog. */
function namedSpans(changelog: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [, span] of changelog.matchAll(/`([^`\n]+)`/g)) counts.set(span.trim(), (counts.get(span.trim()) ?? 0) + 1);
  return counts;
}

/**
 * The changes of consecutive landings (oldest first; the first is the starting point) the changelog does not name.
 * A coordinate changed by n landings must be written n times in backticks, so a field listed when it was added still
 * needs an entry when it is later broken; when it is named too few times, its latest landings are reported.
 */
export async function unnamedChanges(landings: SchemaLanding[], changelog: string): Promise<UnnamedChange[]> {
  const landingsOf = new Map<string, (UnnamedChange & { order: number })[]>();
  for (let i = 1; i < landings.length; i++) {
    for (const change of await changesToName(landings[i - 1].sdl, landings[i].sdl)) {
      const changed = { ...change, landing: landings[i].label, order: i };
      landingsOf.set(change.coordinate, [...(landingsOf.get(change.coordinate) ?? []), changed]);
    }
  }
  const spans = namedSpans(changelog);
  const unnamed: (UnnamedChange & { order: number })[] = [];
  for (const [coordinate, changed] of landingsOf) {
    const named = spellings(coordinate).reduce((sum, spelling) => sum + (spans.get(spelling) ?? 0), 0);
    unnamed.push(...changed.slice(named));
  }
  return unnamed
    .sort((a, b) => a.order - b.order || rank(b.kind) - rank(a.kind) || a.coordinate.localeCompare(b.coordinate))
    .map(({ order: _order, ...change }) => change);
}

function git(root: string, args: string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'pipe'] });
}

/**
 * The schema as it landed on HEAD's first-parent line (what main served, one version per commit that changed it;
 * a branch merged into main lands at its merge), oldest first, then the working tree's file when it differs from
 * HEAD's. From the first commit that holds the file, or from `base` when given (its own version is the start).
 */
export function schemaLandings(root: string, base?: string): SchemaLanding[] {
  const range = base ? [`${base}..HEAD`] : ['HEAD'];
  const log = git(root, ['log', '--first-parent', '--reverse', '--format=%H%x09%ad%x09%s', '--date=short', ...range, '--', SCHEMA_FILE]);
  const landings: SchemaLanding[] = [];
  if (base) {
    const atBase = showFile(root, base);
    if (atBase !== undefined) landings.push({ label: `${base} (SCHEMA_BASE)`, sdl: atBase });
  }
  for (const line of log.split('\n').filter(Boolean)) {
    const [sha, date, subject] = line.split('\t');
    const sdl = showFile(root, sha);
    if (sdl !== undefined) landings.push({ label: `${sha.slice(0, 7)} ${date} ${subject.slice(0, 72).trim()}`, sdl });
  }
  const working = join(root, SCHEMA_FILE);
  if (existsSync(working)) {
    const sdl = readFileSync(working, 'utf8');
    if (sdl !== landings.at(-1)?.sdl) landings.push({ label: 'working tree (not committed)', sdl });
  }
  return landings;
}

function showFile(root: string, commit: string): string | undefined {
  try {
    return git(root, ['show', `${commit}:${SCHEMA_FILE}`]);
  } catch {
    return undefined; // the commit has no schema file yet
  }
}

/** Why the history cannot be walked, or undefined: a shallow clone would check only the commits it has. */
export function historyProblem(root: string, base?: string): string | undefined {
  try {
    if (base) {
      git(root, ['merge-base', '--is-ancestor', base, 'HEAD']);
      return undefined;
    }
    if (git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true') {
      return 'this clone is shallow: fetch the whole history (git fetch --unshallow), or set SCHEMA_BASE to a fetched ancestor of HEAD';
    }
    return undefined;
  } catch (error) {
    const reason = base ? `SCHEMA_BASE=${base} is not a fetched ancestor of HEAD` : 'this is not a git clone';
    return `${reason} (${String((error as { stderr?: unknown }).stderr ?? error).trim()})`;
  }
}

async function main(): Promise<void> {
  const root = join(__dirname, '..');
  const base = process.env.SCHEMA_BASE || undefined;
  const problem = historyProblem(root, base);
  if (problem) {
    process.stderr.write(`Schema changes cannot be checked against ${CHANGELOG_FILE}: ${problem}.\n`);
    process.exit(1);
  }
  const landings = schemaLandings(root, base);
  const changelog = existsSync(join(root, CHANGELOG_FILE)) ? readFileSync(join(root, CHANGELOG_FILE), 'utf8') : '';
  const unnamed = await unnamedChanges(landings, changelog);
  if (unnamed.length) {
    const byLanding = new Map<string, UnnamedChange[]>();
    for (const change of unnamed) byLanding.set(change.landing, [...(byLanding.get(change.landing) ?? []), change]);
    const lines = [...byLanding].flatMap(([landing, changes]) => [
      `  ${landing}:`,
      ...changes.map(({ coordinate, kind, message }) => `    \`${coordinate}\` (${kind}): ${message}`),
    ]);
    process.stderr.write(
      `${CHANGELOG_FILE} does not name ${unnamed.length} schema change(s). Write each coordinate in backticks in the entry ` +
        `of its change, with what a client should do for a breaking one (docs/decisions.md#schema-changes):\n${lines.join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`${CHANGELOG_FILE} names every breaking change and addition of the schema's ${landings.length} versions\n`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
