import { startCache } from './start-cached';
import './tracing';
import { loadSettings, SettingsError } from './config/settings';
import { startEmbeddedEngine } from './config/embedded-engine';
import { inSeconds, startProgress } from './start-progress';
import { stopTracing } from './config/tracing';

/** `npm start`: settings, database and migrations, demo data on first start, both faces, graceful stop. */
async function main(): Promise<void> {
  let settings;
  try {
    settings = loadSettings();
  } catch (error) {
    if (error instanceof SettingsError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  // The embedded engine boots in its own thread while this one loads the product's modules (about
  // half a second each, side by side on two cores).
  const embedded = settings.databaseUrl ? undefined : startEmbeddedEngine(settings);
  /* eslint-disable @typescript-eslint/no-require-imports -- loaded after the engine's start began */
  require('reflect-metadata');
  const { startApp } = require('./app') as typeof import('./app');
  const { bannerLinks } = require('./front-page') as typeof import('./front-page');
  const { createLogger } = require('./kernel/logger') as typeof import('./kernel/logger');
  /* eslint-enable @typescript-eslint/no-require-imports */
  const log = createLogger(settings.logLevel);
  const app = await startApp(settings, { log, progress: startProgress, embedded });
  log.info({ host: settings.host, port: app.port }, 'listening');
  const links = bannerLinks(settings, app.port);
  const replicas = app.db.replicas?.all.map((replica) => replica.name) ?? [];
  log.info({ links: links.map((link) => link.url), database: app.db.kind, replicas }, 'gateway ready');
  const prefixes = Object.values(settings.restPrefixes).join(', ');
  const readReplicas = replicas.length
    ? `, reads on ${replicas.length === 1 ? 'a replica' : `${replicas.length} replicas`}: ${replicas.join(', ')}`
    : '';
  startProgress(`started in ${inSeconds(performance.now())}`);
  // What this start compiled and resolved, kept for the next (docs/decisions.md#start-cache).
  startCache.save();
  process.stdout.write(
    `\nFlexspace gateway ready (${app.db.kind} database${readReplicas})\n` +
      links.map((link) => `  ${link.title.padEnd(27)}: ${link.url}\n`).join('') +
      `  REST faces under ${prefixes}: their routes are in the REST reference, linked from the start page\n\n`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'draining and stopping');
    // Readiness fails for the delay, requests get the grace period; workers and the pool get 5 s more; past that the stop failed.
    const force = setTimeout(() => process.exit(1), settings.shutdownDelayMs + settings.shutdownGraceMs + 5_000);
    force.unref();
    try {
      await app.close();
      await stopTracing();
    } catch (error) {
      log.error({ err: error }, 'the stop failed');
      process.exit(1);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`The gateway could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
