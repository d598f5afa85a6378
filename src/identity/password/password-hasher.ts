import argon2, { type HashOptions } from 'argon2';

/** argon2id's cost: memory (KiB) and passes, from PASSWORD_HASH_MEMORY_KIB and PASSWORD_HASH_PASSES. */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

/** OWASP's first recommended set (m = 19 MiB, t = 2, p = 1): the default of the settings. */
let options: HashOptions & { raw?: false } = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 };

/**
 * The cost of the hashes made from now on in this process (the gateway's start sets it from its
 * settings). A stored hash names its own parameters, so hashes made at another cost still verify.
 * Returns whether the cost is at least one of OWASP's recommended sets (m >= 7 MiB and m x t >= 35 MiB).
 */
export function usePasswordHashCost(cost: PasswordHashCost): boolean {
  options = { ...options, memoryCost: cost.memoryKib, timeCost: cost.passes };
  return cost.memoryKib >= 7168 && cost.memoryKib * cost.passes >= 35_840;
}

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, options);
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, verified against when the account is unknown so both paths take the same time. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(`decoy-${Math.random()}-${Date.now()}`);
  return decoyHash;
}
