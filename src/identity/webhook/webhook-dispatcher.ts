import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from 'pino';
import type { Settings } from '../../config/settings';
import { ADMIN_ROLE } from '../../kernel/caller';
import { isDatabaseUnavailable } from '../../kernel/errors';
import { enqueueMail } from '../../kernel/mail/outbox';
import { backoffMs, startPoller } from '../../kernel/poller';
import type { Services } from '../../kernel/services';
import { TEST_EVENT_TYPE } from '../../kernel/webhooks/webhook-events';
import { sendSigned } from './webhook-sender';

/** Subscriptions with due deliveries that one claim looks at. */
const SUBSCRIPTIONS_PER_CLAIM = 100;
/** An attempt's lease beyond its timeout: a process that dies mid-send frees its deliveries after this. */
const LEASE_MARGIN_MS = 60_000;
/** The longest error text an attempt keeps. */
const ERROR_MAX = 1000;

interface ClaimedDelivery {
  id: string;
  subscription_id: string;
  tenant_id: string;
  url: string;
  secret_encrypted: string;
  /** Within a rotation's overlap: the secret before it (it signs too); null otherwise. */
  previous_secret_encrypted: string | null;
  event_id: string;
  event_cursor: string | null;
  event_type: string;
  body: string;
  attempts: number;
  date_created: string | Date;
}

export interface WebhookDispatcher {
  /** Claims what is due now and delivers it; the number of attempts made. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Claims, at most WEBHOOKS_ENDPOINT_CONCURRENCY per endpoint over all processes: the subscriptions
 * with due deliveries are locked (`for update skip locked`: another process skips them this round),
 * and each gets as many of its oldest due deliveries as it has free places (its deliveries leased
 * and not expired hold the others); a claimed delivery is leased for its timeout and a margin.
 * Deliveries of a disabled endpoint wait, except an Admin's test message. The update checks the
 * lease once more on each row: under READ COMMITTED a claim whose snapshot predates another
 * process's committed claim would otherwise lease (and send) the same delivery again.
 */
const CLAIM = `
  with locked as (
    select s.id, s.enabled from "webhook_subscription" s
     where exists (select 1 from "webhook_delivery" d where d."subscription_id" = s.id and d."status" = 'Pending' and d."next_attempt_at" <= now()
                     and (d."leased_until" is null or d."leased_until" <= now()))
     limit ${SUBSCRIPTIONS_PER_CLAIM} for update skip locked
  ),
  free as (
    select l.id, l.enabled, ? - (select count(*) from "webhook_delivery" f where f."subscription_id" = l.id and f."status" = 'Pending' and f."leased_until" > now()) as places
      from locked l
  ),
  picked as (
    select due.id from free s cross join lateral (
      select d.id, row_number() over (order by d."next_attempt_at", d.id) as n from "webhook_delivery" d
       where d."subscription_id" = s.id and d."status" = 'Pending' and d."next_attempt_at" <= now()
         and (d."leased_until" is null or d."leased_until" <= now()) and (s.enabled or d."event_type" = '${TEST_EVENT_TYPE}')
    ) due where due.n <= s.places
    limit ?
  )
  update "webhook_delivery" d set "attempts" = d."attempts" + 1, "leased_until" = now() + make_interval(secs => ?), "date_updated" = now()
    from picked p, "webhook_subscription" s
   where d.id = p.id and s.id = d."subscription_id"
     -- Checked again on the row as it is now: another process's claim may have committed after this
     -- statement's snapshot was taken (the subscription's lock is free again by then), and it must win.
     and d."status" = 'Pending' and (d."leased_until" is null or d."leased_until" <= now())
  returning d.id, d."subscription_id", s."tenant_id", s."url", s."secret_encrypted",
    case when s."previous_secret_expires_at" > now() then s."previous_secret_encrypted" end as "previous_secret_encrypted",
    d."event_id", d."event_cursor", d."event_type", d."body", d."attempts", d."date_created"`;

/** What one attempt came to. */
interface AttemptOutcome {
  statusCode: number | null;
  latencyMs: number;
  error: string | null;
}

/** What delivering needs: the database, the secrets' cipher, the settings and the log. */
interface Dispatch {
  orm: MikroORM;
  services: Services;
  settings: Settings;
  log: Logger;
}

/**
 * Delivers the webhook outbox (docs/decisions.md#webhooks): every WEBHOOKS_POLL_MS, and again as
 * soon as an attempt ends, it claims due deliveries up to its free places (WEBHOOKS_CONCURRENCY
 * requests in flight), each endpoint holding at most WEBHOOKS_ENDPOINT_CONCURRENCY of them, so a slow
 * endpoint delays only its own messages. Each attempt is written to the history; a failure is
 * retried with exponential backoff (WEBHOOKS_RETRY_BASE_MS doubling up to WEBHOOKS_RETRY_MAX_MS, less
 * up to 20% jitter) until the event is WEBHOOKS_RETRY_HOURS old, then `Failed`. After
 * WEBHOOKS_MAX_FAILURES failed attempts in a row the endpoint is disabled and its tenant's Admins mailed.
 */
export function startWebhookDispatcher(orm: MikroORM, services: Services, settings: Settings, log: Logger): WebhookDispatcher {
  const config = settings.webhooks;
  const dispatch: Dispatch = { orm, services, settings, log };
  const leaseSeconds = (config.timeoutMs + LEASE_MARGIN_MS) / 1000;
  return startPoller<ClaimedDelivery>({
    name: 'webhook delivery',
    everyMs: config.pollMs,
    concurrency: config.concurrency,
    refill: true,
    claim: (places) => orm.em.fork().execute<ClaimedDelivery[]>(CLAIM, [config.endpointConcurrency, places, leaseSeconds]),
    deliver: async (delivery) => record(dispatch, delivery, await attempt(dispatch, delivery)),
    failed(error, during) {
      const message = during === 'claim' ? 'webhook dispatcher round failed' : 'webhook attempt could not be recorded';
      // The database away is an outage, not a bug: the lease runs out and the delivery is claimed again.
      if (isDatabaseUnavailable(error)) log.warn({ err: error }, `${message}: the database cannot be reached`);
      else log.error({ err: error }, message);
    },
  });
}

async function attempt({ services, settings }: Dispatch, delivery: ClaimedDelivery): Promise<AttemptOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    // The current secret, and within a rotation's overlap the one before it: both sign.
    const secrets = [delivery.secret_encrypted, delivery.previous_secret_encrypted]
      .filter((encrypted): encrypted is string => Boolean(encrypted))
      .map((encrypted) => services.webhookSecretCipher.decrypt(encrypted));
    const statusCode = await sendSigned(
      { url: delivery.url, messageId: delivery.event_id, eventCursor: delivery.event_cursor, body: delivery.body, secrets },
      settings,
    );
    return {
      statusCode,
      latencyMs: elapsed(),
      error: statusCode >= 200 && statusCode < 300 ? null : `The endpoint answered ${statusCode}.`,
    };
  } catch (error) {
    return {
      statusCode: null,
      latencyMs: elapsed(),
      error: (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX),
    };
  }
}

/** When the next attempt is due, in milliseconds from now; null when the event is too old to retry. */
function retryDelay(config: Settings['webhooks'], delivery: ClaimedDelivery): number | null {
  const backoff = backoffMs(Number(delivery.attempts), config.retryBaseMs, config.retryMaxMs);
  const delay = Math.round(backoff * (0.8 + Math.random() * 0.2));
  const age = Date.now() - new Date(delivery.date_created).getTime();
  return age + delay > config.retryHours * 3_600_000 ? null : delay;
}

/** The attempt, the delivery's new state and the endpoint's failure count, in one transaction. */
async function record(dispatch: Dispatch, delivery: ClaimedDelivery, outcome: AttemptOutcome): Promise<void> {
  const config = dispatch.settings.webhooks;
  const succeeded = outcome.error === null;
  const delay = succeeded ? null : retryDelay(config, delivery);
  await dispatch.orm.em.fork().transactional(async (em) => {
    const status = succeeded ? 'Delivered' : delay === null ? 'Failed' : 'Pending';
    const updated = await em.execute<{ id: string }[]>(
      `update "webhook_delivery" set "status" = ?, "leased_until" = null, "next_attempt_at" = now() + make_interval(secs => ?), "date_updated" = now() where "id" = ? returning "id"`,
      [status, (delay ?? 0) / 1000, delivery.id],
    );
    if (updated.length === 0) return; // the subscription was deleted meanwhile, and its deliveries with it
    await em.execute(
      `insert into "webhook_delivery_attempt" ("id", "subscription_id", "tenant_id", "delivery_id", "message_id", "event_cursor", "event_type", "attempt", "status_code", "latency_ms", "succeeded", "error")
         values (gen_random_uuid(), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        delivery.subscription_id,
        delivery.tenant_id,
        delivery.id,
        delivery.event_id,
        delivery.event_cursor,
        delivery.event_type,
        delivery.attempts,
        outcome.statusCode,
        outcome.latencyMs,
        succeeded,
        outcome.error,
      ],
    );
    const [endpoint] = await em.execute<{ failure_count: number; enabled: boolean }[]>(
      `update "webhook_subscription" set "failure_count" = case when ? then 0 else "failure_count" + 1 end, "date_updated" = now() where "id" = ? returning "failure_count", "enabled"`,
      [succeeded, delivery.subscription_id],
    );
    if (endpoint.enabled && Number(endpoint.failure_count) >= config.maxFailures)
      await disableForFailures(dispatch.log, em, delivery, Number(endpoint.failure_count));
  });
  if (!succeeded)
    dispatch.log.warn(
      { deliveryId: delivery.id, url: delivery.url, attempt: delivery.attempts, err: outcome.error, retryInMs: delay },
      delay === null ? 'webhook delivery failed for good' : 'webhook delivery failed; will retry',
    );
}

async function disableForFailures(log: Logger, em: EntityManager, delivery: ClaimedDelivery, failures: number): Promise<void> {
  await em.execute(`update "webhook_subscription" set "enabled" = false, "disabled_for_failures_at" = now() where "id" = ?`, [
    delivery.subscription_id,
  ]);
  const admins = await em.execute<{ email: string }[]>(
    `select distinct u."email" from "app_user" u join "user_role" r on r."user_id" = u."id" where r."tenant_id" = ? and r."role" = ?`,
    [delivery.tenant_id, ADMIN_ROLE],
  );
  for (const { email } of admins) {
    enqueueMail(em, {
      to: email,
      kind: 'webhook-disabled',
      subject: 'A webhook endpoint was disabled',
      text: `The webhook endpoint ${delivery.url} (subscription ${delivery.subscription_id}) failed ${failures} times in a row and was disabled; its events wait.\nIts delivery history shows why. Enable it again (updateWebhookSubscription, or PUT /identity/Webhook/${delivery.subscription_id} with {"enabled": true}) once it works.`,
    });
  }
  log.warn({ subscriptionId: delivery.subscription_id, url: delivery.url, failures }, 'webhook endpoint disabled after failing');
}
