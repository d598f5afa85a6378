import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordAuditEvent } from '../../kernel/audit/audit-trail';
import type { RequestContext } from '../../kernel/context';
import { UnauthenticatedError } from '../../kernel/errors';
import { hashSecret, newOpaqueSecret } from '../token/opaque-secret';
import { ApiKey } from './api-key.entity';

/** An API key: `fsk_` and 256 random bits, URL-safe. */
export function newApiKey(): string {
  return newOpaqueSecret('fsk_');
}

function callerId(ctx: RequestContext): string {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  return ctx.caller.userId;
}

/** The caller's API key; created on the first call (at most one active key per user). */
export async function getOrCreateApiKey(ctx: RequestContext): Promise<string> {
  const userId = callerId(ctx);
  const existing = await ctx.em.findOne(ApiKey, { userId, revokedAt: null });
  if (existing) return ctx.services.apiKeyCipher.decrypt(existing.keyEncrypted);
  const key = newApiKey();
  const em = ctx.em.fork();
  try {
    await em.persistAndFlush(em.create(ApiKey, { userId, keyHash: hashSecret(key), keyEncrypted: ctx.services.apiKeyCipher.encrypt(key) }));
    ctx.writes.forUsers.add(userId); // a query that writes: with replicas, the caller's next reads see the key and its audit event
    return key;
  } catch (error) {
    // A parallel first call created it: answer that one.
    if (!(error instanceof UniqueConstraintViolationException)) throw error;
    const winner = await ctx.em.fork().findOneOrFail(ApiKey, { userId, revokedAt: null });
    return ctx.services.apiKeyCipher.decrypt(winner.keyEncrypted);
  }
}

/** Revokes the caller's key and issues a new one (the old one stops working at once). */
export async function rotateApiKey(ctx: RequestContext): Promise<string> {
  const userId = callerId(ctx);
  // Past the unit of work, so each revoked key records its own event; the new key is audited by the flush.
  const revoked = await ctx.em.execute<{ id: string; revoked_at: Date }[]>(
    `update "api_key" set "revoked_at" = now() where "user_id" = ? and "revoked_at" is null returning "id", "revoked_at"`,
    [userId],
  );
  for (const key of revoked) {
    await recordAuditEvent(ctx, {
      action: 'Updated',
      recordType: 'ApiKey',
      recordId: key.id,
      before: { revokedAt: null },
      after: { revokedAt: new Date(key.revoked_at) },
    });
  }
  const key = newApiKey();
  ctx.em.persist(ctx.em.create(ApiKey, { userId, keyHash: hashSecret(key), keyEncrypted: ctx.services.apiKeyCipher.encrypt(key) }));
  await ctx.em.flush();
  return key;
}
