/**
 * The start's cache of the gateway's two thousand modules (docs/decisions.md#start-cache): where
 * each `require` resolved to, and V8's compiled code of each CommonJS file, kept from one start to
 * the next in `node_modules/.cache/flexspace-start/`. A restart then neither searches the folders
 * nor parses the files again: 0.35-0.4 s of the start's 1.0-1.4 s of loading, on the 2-core machine.
 * What Node 22 does with `module.enableCompileCache()`, which Node 20 lacks.
 *
 * The cache holds only for the build and the installed packages it was made with: its fingerprint
 * is the Node version, the lockfile's and the build stamp's size and time; any change and it is
 * made again. V8 checks each file's code against its source and refuses a stale one (that file is
 * then compiled as usual). ES modules (`.mjs`) load as Node loads them. A folder it cannot write
 * (a read-only image) leaves the start as it was. Loaded by src/main.ts before anything else; it
 * imports nothing but Node's own modules.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import { dirname, join } from 'node:path';
import { constants as vmConstants, Script } from 'node:vm';

/** What Node's CommonJS loader has and its types do not say. */
interface Loader {
  _resolveFilename(request: string, parent: NodeModule | undefined, isMain: boolean, options?: unknown): string;
  _resolveLookupPaths(request: string, parent: NodeModule): string[] | null;
  _extensions: NodeJS.RequireExtensions;
  _cache: NodeJS.Require['cache'];
  wrap(source: string): string;
  prototype: { _compile(this: NodeModule, content: string, filename: string, format?: string): unknown; require(id: string): unknown };
}

const loader = Module as unknown as Loader;
/** The project's folder: this file is `dist/src/start-cache.js` when built, `src/start-cache.ts` in the sources. */
const PROJECT_ROOT = __dirname.endsWith(join('dist', 'src')) ? join(__dirname, '..', '..') : join(__dirname, '..');

export interface StartCacheStats {
  /** Files whose compiled code came from the cache. */
  codeHits: number;
  /** Files compiled as usual (new, changed, or no cache). */
  codeMisses: number;
  /** `require`s answered from the cache. */
  resolveHits: number;
}

/** The build and packages the cache belongs to. */
function fingerprint(root: string): string {
  const of = (file: string) => {
    const stat = statSync(join(root, file), { throwIfNoEntry: false });
    return stat ? `${stat.size}:${stat.mtimeMs}` : '-';
  };
  return [process.version, process.arch, of('package-lock.json'), of('dist/.build-stamp')].join('|');
}

function readCodes(file: string, print: string): Map<string, Buffer> {
  const codes = new Map<string, Buffer>();
  const buffer = readFileSync(file);
  let at = 0;
  const next = () => {
    const length = buffer.readUInt32LE(at);
    const part = buffer.subarray(at + 4, at + 4 + length);
    at += 4 + length;
    return part;
  };
  if (next().toString() !== print) return codes;
  while (at < buffer.length) codes.set(next().toString(), next());
  return codes;
}

function writeCodes(file: string, print: string, codes: Map<string, Buffer>): void {
  const parts: Buffer[] = [];
  for (const part of [Buffer.from(print), ...[...codes].flatMap(([file, code]) => [Buffer.from(file), code])]) {
    const length = Buffer.alloc(4);
    length.writeUInt32LE(part.length);
    parts.push(length, part);
  }
  writeAtomically(file, Buffer.concat(parts));
}

/** Another gateway starting from the same folder reads the old file or the new one, never half of one. */
function writeAtomically(file: string, content: string | Buffer): void {
  const temporary = `${file}.${process.pid}`;
  writeFileSync(temporary, content);
  renameSync(temporary, file);
}

/**
 * Turns the cache of the project in `root` on for the modules loaded from now on; `save` (once the
 * gateway has started) keeps what this start compiled and resolved for the next.
 */
export function useStartCache(root = PROJECT_ROOT): { stats: StartCacheStats; save(): void } {
  const folder = join(root, 'node_modules', '.cache', 'flexspace-start');
  const codeFile = join(folder, 'code.bin');
  const pathsFile = join(folder, 'paths.json');
  const stats: StartCacheStats = { codeHits: 0, codeMisses: 0, resolveHits: 0 };
  const print = fingerprint(root);
  let codes = new Map<string, Buffer>();
  let paths = new Map<string, string>();
  try {
    codes = readCodes(codeFile, print);
    const kept = JSON.parse(readFileSync(pathsFile, 'utf8')) as { print: string; paths: Record<string, string> };
    if (kept.print === print) paths = new Map(Object.entries(kept.paths));
  } catch {
    // No cache yet, or one this start cannot read: made again.
  }
  const compiled = new Map<string, Script>();
  const seenPaths = new Map<string, string>();

  const resolve = loader._resolveFilename;
  loader._resolveFilename = function cachedResolve(request, parent, isMain, options) {
    if (options !== undefined || !parent?.filename || request.startsWith('node:'))
      return resolve.call(this, request, parent, isMain, options);
    const key = `${dirname(parent.filename)}\0${request}`;
    const known = paths.get(key);
    if (known !== undefined) stats.resolveHits += 1;
    const file = known ?? resolve.call(this, request, parent, isMain, options);
    seenPaths.set(key, file);
    return file;
  };

  const compile = loader.prototype._compile;
  loader.prototype._compile = function cachedCompile(this: NodeModule, content: string, filename: string, format?: string) {
    if (format === 'module' || !(filename.endsWith('.js') || filename.endsWith('.cjs')))
      return compile.call(this, content, filename, format);
    const cachedData = codes.get(filename);
    const script = new Script(loader.wrap(content), {
      filename,
      cachedData,
      importModuleDynamically: vmConstants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    if (cachedData && !script.cachedDataRejected) stats.codeHits += 1;
    else {
      stats.codeMisses += 1;
      compiled.set(filename, script);
    }
    return (script.runInThisContext({ displayErrors: true }) as Function).call(
      this.exports,
      this.exports,
      requireOf(this),
      this,
      filename,
      dirname(filename),
    );
  };

  return {
    stats,
    save() {
      const learnt = compiled.size > 0 || seenPaths.size > paths.size;
      try {
        if (learnt) {
          mkdirSync(folder, { recursive: true });
          // The code V8 holds now, after the start ran: the functions the start called are compiled in it too.
          for (const [filename, script] of compiled) codes.set(filename, script.createCachedData());
          writeCodes(codeFile, print, codes);
          writeAtomically(pathsFile, JSON.stringify({ print, paths: Object.fromEntries([...paths, ...seenPaths]) }));
        }
      } catch {
        // A folder the gateway may not write (a read-only image): every start loads as without the cache.
      }
      // Modules loaded later (on first use) still find their paths; the code cache's megabytes are let go.
      codes = new Map();
      compiled.clear();
    },
  };
}

/** The `require` a CommonJS module is given, as Node makes it. */
function requireOf(module: NodeModule): NodeJS.Require {
  const require = ((id: string) => loader.prototype.require.call(module, id)) as NodeJS.Require;
  require.resolve = Object.assign(
    (request: string, options?: { paths?: string[] }) => loader._resolveFilename(request, module, false, options),
    {
      paths: (request: string) => loader._resolveLookupPaths(request, module),
    },
  );
  require.main = process.mainModule;
  require.extensions = loader._extensions;
  require.cache = loader._cache;
  return require;
}
