import { parseWalPosition, type ReadReplica, ReadReplicas } from '../../src/config/read-replicas';
import { replicaRefusal } from '../../src/kernel/sql-executor';

/** The parts of read routing that need no server (docs/decisions.md#read-replicas); the routing itself is proven against servers. */
describe('WAL positions', () => {
  test('compare as PostgreSQL orders them, across the halves', () => {
    expect(parseWalPosition('0/16B3748')).toBe(0x16b3748n);
    expect(parseWalPosition('1/0') > parseWalPosition('0/FFFFFFFF')).toBe(true);
    expect(parseWalPosition('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n);
  });
});

describe('what a replica error means', () => {
  test.each([
    [{ code: 'ECONNREFUSED' }, 'away'],
    [{ code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }, 'away'],
    [new Error('timeout exceeded when trying to connect'), 'away'],
    [{ code: '08006' }, 'away'],
    [{ code: '28P01' }, 'away'],
    [{ code: '3D000' }, 'away'],
    [{ code: '53300' }, 'away'],
    [{ code: '57P01' }, 'away'],
    [{ code: '40001', message: 'annulation de la requête à cause d’un conflit avec la restauration' }, 'away'],
    [{ code: '40P01' }, 'away'],
    [{ code: '42P01' }, 'behind'],
    [{ code: '42703' }, 'behind'],
    [{ code: '57014' }, null],
    [{ code: '22P02' }, null],
    [{ code: '23505' }, null],
  ])('%j is %s', (error, meaning) => {
    expect(replicaRefusal(error)).toBe(meaning);
  });
});

describe('choosing a replica', () => {
  const replica = (name: string, replayed: bigint | null, available = true) =>
    ({
      name,
      available,
      hasReplayed: async (position: bigint) => replayed !== null && replayed >= position,
      unreachable: () => undefined,
    }) as unknown as ReadReplica;

  test('a caller who has not written gets the available replicas in turn', async () => {
    const replicas = new ReadReplicas([replica('a', null), replica('b', null, false), replica('c', null)]);
    const names = [];
    for (let i = 0; i < 4; i++) names.push((await replicas.choose(null))?.name);
    expect(names).toEqual(['a', 'c', 'a', 'c']);
  });

  test('a caller who has written gets a replica that has replayed its write, or the primary (null)', async () => {
    const replicas = new ReadReplicas([replica('behind', parseWalPosition('0/100')), replica('ahead', parseWalPosition('0/300'))]);
    expect((await replicas.choose('0/200'))?.name).toBe('ahead');
    expect((await replicas.choose('0/200'))?.name).toBe('ahead');
    expect(await replicas.choose('0/400')).toBeNull();
  });

  test('no replica available: the primary', async () => {
    expect(await new ReadReplicas([replica('a', null, false)]).choose(null)).toBeNull();
  });

  test('a replica that fails when asked is passed over, not an error', async () => {
    let passedOver = false;
    const failing = {
      name: 'x',
      available: true,
      hasReplayed: async () => Promise.reject(new Error('gone')),
      unreachable: () => (passedOver = true),
    } as unknown as ReadReplica;
    expect(await new ReadReplicas([failing]).choose('0/1')).toBeNull();
    expect(passedOver).toBe(true);
  });
});
