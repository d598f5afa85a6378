import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The `idempotency_key` table (migrations/Migration20261125001000IdempotencyKey.ts), written with
 * SQL: a key is claimed by one atomic insert before its request runs, gets the request's answer
 * when it has one, or is released for a retry (docs/decisions.md#idempotency-keys).
 */

/** Whose key it is (`user:<id>`, or `anonymous`) and the key itself: the row's primary key. */
export interface KeyOfCaller {
  scope: string;
  key: string;
}

/** An answer as it is kept and replayed: the status, the headers worth repeating, the body's text. */
export interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * The row of a key somebody holds: the request it was claimed for and its answer, null while that
 * request runs; `lost` when that request's write committed and its answer was never kept (the
 * database went away between the two) and its lease is over: no repeat will get it.
 */
export interface HeldKey {
  fingerprint: string;
  answer: KeptAnswer | null;
  lost: boolean;
}

interface HeldKeyRow {
  fingerprint: string;
  status: number | null;
  headers: Record<string, string> | string | null;
  body: string | null;
  lost: boolean;
}

/**
 * Claims the key for the request of `fingerprint`, for `ttlHours`: the claim's token when this
 * request may run, null when another holds the key. A key whose time is up counts as free (its row
 * is taken over), so expiry needs no sweep to be right; so does a claim of the same request whose
 * lease (`leaseSeconds`) is over and whose write never committed (its request died with its
 * connection or its process, during a failover say: idempotency-claim.ts), so that a repeat runs it.
 */
export async function claimKey(
  em: EntityManager,
  owned: KeyOfCaller,
  fingerprint: string,
  { ttlHours, leaseSeconds }: { ttlHours: number; leaseSeconds: number },
): Promise<string | null> {
  const claim = randomUUID();
  const claimed = await em.execute<unknown[]>(
    `insert into "idempotency_key" ("scope", "key", "fingerprint", "expires_at", "claim", "lease_until")
       values (?, ?, ?, now() + make_interval(hours => ?), ?::uuid, now() + make_interval(secs => ?))
     on conflict ("scope", "key") do update set
       "fingerprint" = excluded."fingerprint", "created_at" = now(), "expires_at" = excluded."expires_at",
       "status" = null, "headers" = null, "body" = null,
       "claim" = excluded."claim", "lease_until" = excluded."lease_until", "ran_at" = null
       where "idempotency_key"."expires_at" <= now()
          or ("idempotency_key"."status" is null and "idempotency_key"."ran_at" is null
              and "idempotency_key"."lease_until" <= now() and "idempotency_key"."fingerprint" = excluded."fingerprint")
     returning "key"`,
    [owned.scope, owned.key, fingerprint, ttlHours, claim, leaseSeconds],
  );
  return claimed.length > 0 ? claim : null;
}

/**
 * Kept answers are sealed (AES-256-GCM, a key derived from the JWT secret, the row's scope and key
 * as associated data): an answer may carry what a mutation shows once (tokens of a sign-in, a new
 * API key or webhook secret), and a reader of the table must not find it there.
 */
export class AnswerSeal {
  private readonly key: Buffer;

  constructor(secret: string) {
    this.key = Buffer.from(hkdfSync('sha256', secret, 'flexspace', 'idempotency-key answers', 32));
  }

  seal(owned: KeyOfCaller, text: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(`${owned.scope}\n${owned.key}`));
    const sealed = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
    return `v1.${iv.toString('base64')}.${cipher.getAuthTag().toString('base64')}.${sealed.toString('base64')}`;
  }

  /** The text, or null when it cannot be opened (another secret since: the answer is lost, the key stays held). */
  open(owned: KeyOfCaller, sealed: string): string | null {
    const [version, iv, tag, body] = sealed.split('.');
    if (version !== 'v1' || !iv || !tag || body === undefined) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64')).setAAD(
        Buffer.from(`${owned.scope}\n${owned.key}`),
      );
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}

/**
 * The key's row, or null when nobody holds it (released, or never claimed). An answer counts as
 * lost `graceSeconds` after the claim's lease, so that a slow request that wrote still keeps its own.
 */
export async function heldKey(em: EntityManager, owned: KeyOfCaller, seal: AnswerSeal, graceSeconds: number): Promise<HeldKey | null> {
  const rows = await em.execute<HeldKeyRow[]>(
    `select "fingerprint", "status", "headers", "body",
       ("status" is null and "ran_at" is not null and "lease_until" + make_interval(secs => ?) <= now()) as "lost"
     from "idempotency_key" where "scope" = ? and "key" = ? and "expires_at" > now()`,
    [graceSeconds, owned.scope, owned.key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.status === null) return { fingerprint: row.fingerprint, answer: null, lost: row.lost === true };
  // The embedded engine and pg both parse jsonb; a driver that does not hands over its text.
  const headers = typeof row.headers === 'string' ? (JSON.parse(row.headers) as Record<string, string>) : (row.headers ?? {});
  const body = row.body === null ? '' : seal.open(owned, row.body);
  if (body === null) return { fingerprint: row.fingerprint, answer: null, lost: false }; // unreadable: the repeat waits, then 409
  return { fingerprint: row.fingerprint, answer: { status: Number(row.status), headers, body }, lost: false };
}

/** Keeps the answer of the request that claimed the key (while its `claim` still holds it), for its repeats. */
export async function keepAnswer(
  em: EntityManager,
  owned: KeyOfCaller,
  claim: string,
  answer: KeptAnswer,
  seal: AnswerSeal,
): Promise<void> {
  await em.execute(
    `update "idempotency_key" set "status" = ?, "headers" = ?::jsonb, "body" = ?
     where "scope" = ? and "key" = ? and "claim" = ?::uuid and "status" is null`,
    [answer.status, JSON.stringify(answer.headers), seal.seal(owned, answer.body), owned.scope, owned.key, claim],
  );
}

/**
 * Frees a key whose request failed on our side (5xx) or was not run (429), so that a retry runs it;
 * not when its write committed (a 5xx after the commit: the repeat must not write again).
 */
export async function releaseKey(em: EntityManager, owned: KeyOfCaller, claim: string): Promise<void> {
  await em.execute(
    `delete from "idempotency_key" where "scope" = ? and "key" = ? and "claim" = ?::uuid and "status" is null and "ran_at" is null`,
    [owned.scope, owned.key, claim],
  );
}

/** Deletes the keys whose time is up (they are free already; this keeps the table small). */
export async function purgeExpiredKeys(em: EntityManager): Promise<void> {
  await em.execute(`delete from "idempotency_key" where "expires_at" <= now()`);
}
