import 'reflect-metadata';
import { type Change, changeOf } from '../../src/kernel/changes/change-hub';
import { ChangeStream } from '../../src/kernel/changes/change-feed';
import { cursorOf, LOG_START, type LogPlace } from '../../src/kernel/changes/event-log';

/**
 * A subscription's stream through a database outage (a restart, a failover): a change whose read
 * meets the database away is read again until it answers, afresh, and the changes after it keep
 * their order; a read of the log goes on from the last change it gave. Any other error ends it.
 */

const placeAt = (n: number): LogPlace => ({ tx: String(1000 + n), position: String(n) });
const changeAt = (n: number): Change =>
  changeOf({ id: `event-${n}`, cursor: cursorOf(placeAt(n)), type: 'location.updated', data: { locationId: 'L' }, time: new Date() });
/** What pg says when the server is not there. */
const away = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A stream whose reads fail as `fails` says (per change id, the errors of its next attempts), delivering the change's id. */
function streamOf(fails: Map<string, Error[]>, fromLog: (after: LogPlace, upTo: LogPlace) => AsyncIterator<Change> = emptyLog) {
  const attempts: Change[] = [];
  const stream = new ChangeStream<string>(
    async (change) => {
      attempts.push(change);
      const error = fails.get(change.id)?.shift();
      if (error) throw error;
      return change.id;
    },
    fromLog,
    () => LOG_START,
  );
  stream.startLive(new Set());
  return { stream, attempts };
}

async function* emptyLog(): AsyncGenerator<Change> {}

test('a change read while the database is away is read again until it answers, afresh, and the next ones follow in order', async () => {
  const { stream, attempts } = streamOf(new Map([['event-1', [away(), away()]]]));
  stream.push(changeAt(1));
  stream.push(changeAt(2));
  const began = Date.now();
  expect(await stream.next()).toEqual({ value: 'event-1', done: false });
  // Two pauses: 100 ms, then 200 ms.
  expect(Date.now() - began).toBeGreaterThanOrEqual(280);
  expect(await stream.next()).toEqual({ value: 'event-2', done: false });
  expect(attempts.map((change) => change.id)).toEqual(['event-1', 'event-1', 'event-1', 'event-2']);
  // Each try reads with contexts and loaders of its own: nothing of a failed read is reused.
  expect(new Set(attempts.slice(0, 3).map((change) => change.readers)).size).toBe(3);
  expect(new Set(attempts.slice(0, 3).map((change) => change.together)).size).toBe(3);
  expect(attempts.slice(0, 3).every((change) => change.cursor === changeAt(1).cursor)).toBe(true);
});

test('subscribers who read a change again share its fresh read, as they shared the first', async () => {
  const fails = new Map([['event-1', [away(), away()]]]);
  const [first, second] = [streamOf(fails), streamOf(fails)];
  const change = changeAt(1);
  first.stream.push(change);
  second.stream.push(change);
  expect(await Promise.all([first.stream.next(), second.stream.next()])).toEqual([
    { value: 'event-1', done: false },
    { value: 'event-1', done: false },
  ]);
  expect(first.attempts[0]).toBe(change);
  expect(second.attempts[0]).toBe(change);
  expect(first.attempts[1]).not.toBe(change);
  expect(second.attempts[1]).toBe(first.attempts[1]);
});

test('an error of another kind ends the stream, and the subscriber hears it', async () => {
  const bug = new TypeError('a bug, not an outage');
  const { stream } = streamOf(new Map([['event-1', [bug]]]));
  stream.push(changeAt(1));
  stream.push(changeAt(2));
  await expect(stream.next()).rejects.toBe(bug);
  expect(await stream.next()).toEqual({ value: undefined, done: true });
});

test('a read of the log that meets the database away goes on from the last change it gave, none twice', async () => {
  const reads: Array<[LogPlace, LogPlace]> = [];
  let failed = false;
  async function* fromLog(after: LogPlace, upTo: LogPlace): AsyncGenerator<Change> {
    reads.push([after, upTo]);
    for (let n = Number(after.position) + 1; n <= Number(upTo.position); n++) {
      if (n === 3 && !failed) {
        failed = true;
        throw away();
      }
      yield changeAt(n);
    }
  }
  const { stream } = streamOf(new Map(), fromLog);
  stream.catchUp(placeAt(0), placeAt(4));
  stream.push(changeAt(5));
  const heard: string[] = [];
  for (let i = 0; i < 5; i++) heard.push((await stream.next()).value as string);
  expect(heard).toEqual(['event-1', 'event-2', 'event-3', 'event-4', 'event-5']);
  expect(reads).toEqual([
    [placeAt(0), placeAt(4)],
    [placeAt(2), placeAt(4)],
  ]);
});

test('a subscriber who leaves while its change waits for the database ends the wait at once', async () => {
  const { stream, attempts } = streamOf(new Map([['event-1', Array.from({ length: 50 }, away)]]));
  stream.push(changeAt(1));
  const waiting = stream.next();
  await new Promise((resolve) => setTimeout(resolve, 150));
  const left = Date.now();
  await stream.return();
  expect(await waiting).toEqual({ value: undefined, done: true });
  expect(Date.now() - left).toBeLessThan(100);
  const tries = attempts.length;
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(attempts.length).toBe(tries);
});
