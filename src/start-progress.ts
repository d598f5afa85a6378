/**
 * What the start is doing, a line each on standard output (opening the database, applying the
 * migrations, loading the demo data), for the person who ran `npm start`: scripts/start.js turns the
 * lines on before it loads the gateway. Started otherwise (`node dist/src/main.js`: the container
 * image, a service manager), the gateway writes its JSON log and the ready banner only.
 * Nothing is imported here: scripts/start.js loads this file before the entry point's own first import.
 */
let shown = false;

export function showStartProgress(): void {
  shown = true;
}

/** Prints `line` when `npm start` asked for the start's progress. */
export function startProgress(line: string): void {
  if (shown) process.stdout.write(`${line}\n`);
}

/** A duration as the progress lines say it: `2.4 s`. */
export function inSeconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}
