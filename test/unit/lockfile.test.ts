import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import semver from 'semver';

/**
 * `npm ci` on any machine with the Node the project supports: every package the lockfile installs
 * accepts that Node (no EBADENGINE warning at install), and every platform's optional binary of a
 * package is in the lockfile (npm ci refuses a lockfile that lacks the one its platform needs).
 */
interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  optionalDependencies?: Record<string, string>;
}

const root = join(__dirname, '..', '..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };
const oldestNode = semver.minVersion(manifest.engines.node)!.version;

/** Where npm would find `name` for the package installed at `path` (its own node_modules, then up). */
function resolvedFrom(path: string, name: string): string | undefined {
  let at = path;
  for (;;) {
    const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!at) return undefined;
    const cut = at.lastIndexOf('/node_modules/');
    at = cut === -1 ? '' : at.slice(0, cut);
  }
}

describe('the lockfile', () => {
  test(`every package accepts Node ${oldestNode}, the oldest package.json allows`, () => {
    const refusing = Object.entries(lock.packages)
      .filter(([path, pkg]) => path && typeof pkg.engines === 'object' && !Array.isArray(pkg.engines) && pkg.engines.node)
      .filter(([, pkg]) => !semver.satisfies(oldestNode, (pkg.engines as { node: string }).node, { includePrerelease: true }))
      .map(([path, pkg]) => `${path}@${pkg.version} wants node ${(pkg.engines as { node: string }).node}`);
    expect(refusing).toEqual([]);
  });

  test("every optional dependency (each platform's binary) is locked", () => {
    const missing = Object.entries(lock.packages).flatMap(([path, pkg]) =>
      Object.keys(pkg.optionalDependencies ?? {})
        .filter((name) => !resolvedFrom(path, name))
        .map((name) => `${path || 'the project'} -> ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
