import { LoaderRegistry, type RequestContext } from '../../src/kernel/context';
import { defineLoader } from '../../src/kernel/loaders';

/**
 * What a page primes for a type's by-id loader (src/kernel/records.ts, `prime`): the loader answers
 * those keys without its batch, asks the batch for the others only, and a key keeps the first value
 * it had, as `DataLoader.prime` would; nothing is made per primed value until one is loaded.
 */
function registry() {
  const batches: string[][] = [];
  const byId = defineLoader<string, string | null>(() => async (ids) => {
    batches.push([...ids]);
    return ids.map((id) => (id.startsWith('missing') ? null : `read ${id}`));
  });
  return { loaders: new LoaderRegistry({} as RequestContext), byId, batches };
}

test('primed keys are answered without the batch; the others in one batch of their own', async () => {
  const { loaders, byId, batches } = registry();
  loaders.prime(byId, ['a', 'b'], (value) => value);
  const answers = await Promise.all(['a', 'x', 'b', 'missing-1'].map((id) => loaders.get(byId).load(id)));
  expect(answers).toEqual(['a', 'read x', 'b', null]);
  expect(batches).toEqual([['x', 'missing-1']]);
});

test('a request that loads only primed keys runs no batch at all', async () => {
  const { loaders, byId, batches } = registry();
  loaders.prime(byId, ['A'], () => 'a');
  expect(await loaders.get(byId).load('a')).toBe('A');
  expect(batches).toEqual([]);
});

test('a key keeps what it had: primed twice the first value, loaded before priming the loaded one', async () => {
  const { loaders, byId, batches } = registry();
  expect(await loaders.get(byId).load('c')).toBe('read c');
  loaders.prime(byId, ['first a', 'second a', 'primed c'], (value) => (value.endsWith('c') ? 'c' : 'a'));
  expect(await Promise.all([loaders.get(byId).load('a'), loaders.get(byId).load('c')])).toEqual(['first a', 'read c']);
  expect(batches).toEqual([['c']]);
});
