import { loadSettings, SettingsError } from '../../src/config/settings';
import { hashPassword, usePasswordHashCost, verifyPassword } from '../../src/identity/password/password-hasher';

// docs/decisions.md#password-hash-cost
describe('password hash cost (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_PASSES)', () => {
  test("defaults to OWASP's first recommended argon2id set", async () => {
    const settings = loadSettings({ DATA_DIR: '/tmp/unused', EMBEDDED_IN_MEMORY: 'true' });
    expect(settings.passwordHash).toEqual({ memoryKib: 19_456, passes: 2 });
    expect(usePasswordHashCost(settings.passwordHash)).toBe(true);
    expect(await hashPassword('Correct-Horse-42')).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
  });

  test('a lower cost is used, reported as below the recommended sets, and hashes made before still verify', async () => {
    usePasswordHashCost({ memoryKib: 19_456, passes: 2 });
    const before = await hashPassword('Correct-Horse-42');
    expect(usePasswordHashCost({ memoryKib: 256, passes: 1 })).toBe(false);
    const after = await hashPassword('Correct-Horse-42');
    expect(after).toMatch(/^\$argon2id\$v=19\$m=256,p=1,t=1\$/);
    expect(await verifyPassword(before, 'Correct-Horse-42')).toBe(true);
    expect(await verifyPassword(after, 'Correct-Horse-42')).toBe(true);
    expect(await verifyPassword(after, 'Correct-Horse-43')).toBe(false);
    // OWASP's other sets pass: m = 46 MiB, t = 1 and m = 7 MiB, t = 5; 7 MiB, t = 4 does not.
    expect(usePasswordHashCost({ memoryKib: 47_104, passes: 1 })).toBe(true);
    expect(usePasswordHashCost({ memoryKib: 7168, passes: 5 })).toBe(true);
    expect(usePasswordHashCost({ memoryKib: 7168, passes: 4 })).toBe(false);
  });

  test('out-of-range values are refused at start, naming the setting', () => {
    expect(() => loadSettings({ DATA_DIR: '/tmp/unused', EMBEDDED_IN_MEMORY: 'true', PASSWORD_HASH_MEMORY_KIB: '8' })).toThrow(
      /PASSWORD_HASH_MEMORY_KIB/,
    );
    expect(() => loadSettings({ DATA_DIR: '/tmp/unused', EMBEDDED_IN_MEMORY: 'true', PASSWORD_HASH_PASSES: '0' })).toThrow(SettingsError);
  });
});
