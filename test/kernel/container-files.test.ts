/**
 * The container files (docs/decisions.md#container-image) agree with the code: no Docker engine is
 * needed. compose.yaml's gateway environment is read by the real settings loader, its addresses
 * point at the services that listen there, and every service it waits for has a health check; the
 * Dockerfile's final stage runs the file the build emits, as a user that is not root, with
 * production dependencies only.
 */
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { parse } from 'yaml';
import { loadSettings } from '../../src/config/settings';

const root = join(__dirname, '..', '..');

interface ComposeService {
  image?: string;
  build?: string;
  ports?: string[];
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
}
const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8')) as { services: Record<string, ComposeService> };
const services = compose.services;
const gateway = services.gateway;

/** A Dockerfile as its instructions (continuation lines joined, comments dropped), cut into stages at FROM. */
function dockerfileStages(text: string): { from: string; instructions: { keyword: string; args: string }[] }[] {
  const lines = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const stages: { from: string; instructions: { keyword: string; args: string }[] }[] = [];
  for (const line of lines) {
    const [, keyword, args] = /^(\S+)\s+(.*)$/.exec(line) ?? [];
    if (keyword.toUpperCase() === 'FROM') stages.push({ from: args, instructions: [] });
    else stages.at(-1)?.instructions.push({ keyword: keyword.toUpperCase(), args });
  }
  return stages;
}
const stages = dockerfileStages(readFileSync(join(root, 'Dockerfile'), 'utf8'));
const runtime = stages[stages.length - 1];
const instructionsOf = (keyword: string) => runtime.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

/** The environment the gateway's container gets: the image's ENV, then compose's, with `${VAR:?...}` given a value. */
function gatewayEnvironment(): Record<string, string> {
  const env: Record<string, string> = {};
  for (const args of instructionsOf('ENV')) for (const [, name, value] of args.matchAll(/(\w+)=(\S+)/g)) env[name] = value;
  const given: Record<string, string> = { JWT_SECRET: 'a-secret-of-at-least-thirty-two-characters' };
  for (const [name, value] of Object.entries(gateway.environment ?? {})) {
    env[name] = String(value).replace(
      /\$\{(\w+)(?::([?-])([^}]*))?\}/g,
      (_all, variable: string, kind?: string, fallback?: string) => given[variable] ?? (kind === '-' ? (fallback ?? '') : ''),
    );
  }
  return env;
}

describe('compose.yaml', () => {
  const settings = loadSettings(gatewayEnvironment());

  test("the gateway's environment passes the settings validation, on PostgreSQL with mail", () => {
    expect(settings.databaseUrl).not.toBeNull();
    expect(settings.smtpUrl).not.toBeNull();
    // No secret is committed: compose refuses to start until JWT_SECRET is given.
    expect(gateway.environment?.JWT_SECRET).toMatch(/^\$\{JWT_SECRET:\?.+\}$/);
  });

  test('DATABASE_URL names the PostgreSQL 15 service with the user, password and database it creates', () => {
    const url = new URL(settings.databaseUrl!);
    const postgres = services[url.hostname];
    expect(postgres.image).toBe('postgres:15');
    expect(url.port).toBe('5432');
    expect(postgres.environment).toMatchObject({
      POSTGRES_USER: decodeURIComponent(url.username),
      POSTGRES_PASSWORD: decodeURIComponent(url.password),
      POSTGRES_DB: url.pathname.slice(1),
    });
    expect(postgres.healthcheck?.test).toEqual(['CMD', 'pg_isready', `--username=${url.username}`, `--dbname=${url.pathname.slice(1)}`]);
    expect(postgres.volumes).toEqual([expect.stringMatching(/^[\w-]+:\/var\/lib\/postgresql\/data$/)]);
  });

  test('SMTP_URL names the Mailpit service on its SMTP port; its web UI is published on 8025', () => {
    const url = new URL(settings.smtpUrl!);
    const mailpit = services[url.hostname];
    expect(mailpit.image).toMatch(/^axllent\/mailpit(:|$)/);
    expect(url.port).toBe('1025');
    expect(mailpit.ports).toContain('8025:8025');
  });

  test('the published port is the one the gateway listens on, the image exposes and PUBLIC_BASE_URL names', () => {
    const [published, inContainer] = (gateway.ports ?? [])[0].split(':');
    expect(Number(inContainer)).toBe(settings.port);
    expect(instructionsOf('EXPOSE')).toEqual([String(settings.port)]);
    expect(new URL(settings.publicBaseUrl).port).toBe(published);
  });

  test('the gateway waits for healthy services, and each of them has a health check', () => {
    const dependencies = Object.entries(gateway.depends_on ?? {});
    expect(dependencies.map(([name]) => name).sort()).toEqual(['mailpit', 'postgres']);
    for (const [name, { condition }] of dependencies) {
      expect(condition).toBe('service_healthy');
      expect(services[name].healthcheck?.test[0]).toBe('CMD');
    }
  });

  test('the gateway is built from the Dockerfile and keeps DATA_DIR (uploads) on a volume', () => {
    expect(gateway.build).toBe('.');
    expect(gateway.volumes).toEqual([expect.stringMatching(new RegExp(`^[\\w-]+:${settings.dataDir}$`))]);
  });
});

describe('Dockerfile', () => {
  test('the final stage runs as an unprivileged user, listens on every interface and checks /healthz with node', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const user = instructionsOf('USER');
    expect(user).toHaveLength(1);
    expect(user[0]).not.toMatch(/^(root|0)(:|$)/);
    expect(gatewayEnvironment().HOST).toBe('0.0.0.0');
    const [healthcheck] = instructionsOf('HEALTHCHECK');
    expect(healthcheck).toMatch(/CMD \["node", "-e", ".*\/healthz/);
  });

  test("the final stage holds production dependencies only, from an `npm ci --omit=dev` stage, and the build's output", () => {
    const copies = instructionsOf('COPY');
    const depsStage = /--from=(\S+) \/app\/node_modules/.exec(copies.join('\n'))?.[1];
    const buildStage = /--from=(\S+) \/app\/dist/.exec(copies.join('\n'))?.[1];
    const stageNamed = (name?: string) => stages.find((stage) => stage.from.endsWith(` AS ${name}`));
    expect(stageNamed(depsStage)?.instructions.some((i) => i.keyword === 'RUN' && /npm ci --omit=dev/.test(i.args))).toBe(true);
    expect(stageNamed(buildStage)?.instructions.some((i) => i.keyword === 'RUN' && i.args === 'npm run build')).toBe(true);
  });

  /**
   * tsc's own answer to "where does the build write this file" (the build itself takes half a
   * minute); `npm start` is no use in the image: scripts/start.js needs swc (a dev dependency) to rebuild.
   */
  test('CMD runs the file `npm run build` emits for src/main.ts, with node', () => {
    const [command] = instructionsOf('CMD');
    const [program, file] = JSON.parse(command) as string[];
    expect(program).toBe('node');
    const build = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.build.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    );
    const emitted = ts.getOutputFileNames(build!, join(root, 'src', 'main.ts'), false).map((output) => relative(root, output));
    expect(emitted).toContain(file);
    expect(instructionsOf('WORKDIR')).toEqual(['/app']);
  });

  test('what the compiled gateway imports is a production dependency or part of Node', () => {
    const build = ts.getParsedCommandLineOfConfigFile(
      join(root, 'tsconfig.build.json'),
      {},
      { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined },
    );
    const { dependencies } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { dependencies: Record<string, string> };
    const packages = new Set<string>();
    for (const file of build!.fileNames) {
      for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
        if (fileName.startsWith('.') || resolve(fileName) === fileName) continue;
        packages.add(fileName.startsWith('@') ? fileName.split('/').slice(0, 2).join('/') : fileName.split('/')[0]);
      }
    }
    const missing = [...packages].filter((name) => !(name in dependencies) && !builtinModules.includes(name.replace(/^node:/, '')));
    expect(missing).toEqual([]);
    expect(packages.size).toBeGreaterThan(10);
  });
});
