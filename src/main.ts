import './tracing';
import 'reflect-metadata';
import { loadSettings, SettingsError } from './config/settings';
import { startApp } from './app';
import { bannerLinks } from './front-page';
import { createLogger } from './kernel/logger';
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
  const log = createLogger(settings.logLevel);
  const app = await startApp(settings, { log, progress: startProgress });
  log.info({ host: settings.host, port: app.port }, 'listening');
  const links = bannerLinks(settings, app.port);
  const replicas = app.db.replicas?.all.map((replica) => replica.name) ?? [];
  log.info({ links: links.map((link) => link.url), database: app.db.kind, replicas }, 'gateway ready');
  const prefixes = Object.values(settings.restPrefixes).join(', ');
  const readReplicas = replicas.length
    ? `, reads on ${replicas.length === 1 ? 'a replica' : `${replicas.length} replicas`}: ${replicas.join(', ')}`
    : '';
  startProgress(`started in ${inSeconds(performance.now())}`);
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
