import type { FastifyInstance } from 'fastify';
import type { Database } from '../config/database';

/** The probes' paths: a load balancer asks them every few seconds (the request log leaves them untraced). */
export const HEALTH_PATH = '/healthz';
export const READY_PATH = '/readyz';

/**
 * `GET /healthz`: up while the process is. `GET /readyz`: ready while the database answers, the
 * process is not draining, and notifications reach the gateway's listening connections (each proved
 * it when it connected: src/config/database.ts; `reason` names the setting when they do not). A
 * replica that is away fails readiness when replicas are required; otherwise its reads go elsewhere.
 * A busy replica (its pool full of reads) is not away, nor a lagging one (its reads go elsewhere
 * until it catches up).
 */
export function mountProbes(app: FastifyInstance, db: Database, options: { closing: () => boolean; replicasRequired: boolean }): void {
  app.get(HEALTH_PATH, (_request, reply) => reply.send({ status: 'ok' }));
  app.get(READY_PATH, async (_request, reply) => {
    if (options.closing()) return reply.code(503).send({ status: 'draining' });
    const replicas = db.replicas?.all ?? [];
    const [ok, replicaStates] = await Promise.all([
      db.ping(),
      Promise.all(replicas.map(async (replica) => ({ name: replica.name, status: await replica.ping() }))),
    ]);
    const notifications = db.notifications();
    const ready =
      ok &&
      notifications.state !== 'not arriving' &&
      (!options.replicasRequired || replicaStates.every((replica) => replica.status !== 'down'));
    return reply.code(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      database: ok ? 'up' : 'down',
      notifications: notifications.state,
      ...(notifications.state === 'not arriving' ? { reason: notifications.reason } : {}),
      ...(db.replicas ? { replicas: replicaStates } : {}),
    });
  });
}
