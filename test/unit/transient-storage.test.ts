import { AsyncLocalStorage } from 'node:async_hooks';
import { makeOrmStoragesTransient, makeTransient, transientStorage } from '../../src/config/transient-storage';

/** A transient AsyncLocalStorage (src/config/transient-storage.ts) keeps the contract of a run while it is in flight. */
const tick = () => new Promise((resolve) => setImmediate(resolve));

test('the store follows a run through its awaits, and overlapping runs keep their own', async () => {
  const storage = transientStorage<string>();
  const seen: (string | undefined)[] = [];
  const work = async (name: string, waits: number) =>
    storage.run(name, async () => {
      for (let i = 0; i < waits; i += 1) await tick();
      seen.push(storage.getStore());
      return name.toUpperCase();
    });
  await expect(Promise.all([work('a', 3), work('b', 1), work('c', 5)])).resolves.toEqual(['A', 'B', 'C']);
  expect(seen).toEqual(['b', 'a', 'c']);
  expect(storage.getStore()).toBeUndefined();
});

test('when the last run settles the storage turns itself off; a new run turns it on again', async () => {
  const storage = transientStorage<number>();
  const enabled = () => (storage as unknown as { enabled: boolean }).enabled;
  const first = storage.run(1, async () => {
    await tick();
    return enabled();
  });
  expect(enabled()).toBe(true);
  await expect(first).resolves.toBe(true);
  expect(enabled()).toBe(false);
  await storage.run(2, async () => {
    await tick();
    expect(storage.getStore()).toBe(2);
  });
  expect(enabled()).toBe(false);
});

test('a run that throws or rejects settles too, and its error reaches the caller unchanged', async () => {
  const storage = transientStorage<number>();
  const enabled = () => (storage as unknown as { enabled: boolean }).enabled;
  const thrown = new Error('sync');
  expect(() =>
    storage.run(1, () => {
      throw thrown;
    }),
  ).toThrow(thrown);
  expect(enabled()).toBe(false);
  const rejected = new Error('async');
  await expect(
    storage.run(1, async () => {
      await tick();
      throw rejected;
    }),
  ).rejects.toBe(rejected);
  expect(enabled()).toBe(false);
  expect(storage.run(3, () => storage.getStore())).toBe(3);
  expect(enabled()).toBe(false);
});

test('enterWith, which has no end, is refused', () => {
  const storage = makeTransient(new AsyncLocalStorage<number>());
  expect(() => storage.enterWith(1)).toThrow(/no enterWith/);
});

test("MikroORM's flush guard is reachable: the install applied our patch (patches/, npm's postinstall)", () => {
  expect(makeOrmStoragesTransient()).toBe(true);
});
