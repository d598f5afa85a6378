import { auditTenant } from '../kernel/audit/audit-trail';
import { startMailDispatcher } from '../kernel/mail/mail-dispatcher';
import type { DomainModule } from '../kernel/module';
import { ApiKey } from './api-key/api-key.entity';
import { ApiKeyResolver } from './api-key/api-key.resolver';
import { AuditEventResolver } from './audit/audit-event.resolver';
import { auditRoutes } from './audit/audit.routes';
import { EventResolver } from './events/events.resolver';
import { eventsRoutes } from './events/events.routes';
import { ContactResolver } from './contact/contact.resolver';
import { ensurePlatformAdmin } from './bootstrap';
import { ensureDemoAdmin } from './demo-admin';
import { UserClaim } from './claim/user-claim.entity';
import { OneTimeCode } from './code/one-time-code.entity';
import { identityPermissions } from './identity.permissions';
import { startIdentityPruning } from './maintenance';
import { identityRoutes } from './identity.routes';
import { createIdentityServices } from './identity.services';
import { PasswordResetResolver } from './password-reset/password-reset.resolver';
import { Tenant } from './tenant/tenant.entity';
import { TenantResolver } from './directory/tenant.resolver';
import { RefreshToken } from './token/refresh-token.entity';
import { mountTokenHttp } from './token/token-http';
import { TokenResolver } from './token/token.resolver';
import { TwoFactorResolver } from './two-factor/two-factor.resolver';
import { User } from './user/user.entity';
import { UserResolver } from './directory/user.resolver';
import { UserRole } from './user/user-role.entity';
import { UserRoleResolver } from './user/user-role.resolver';
import { WebhookDeliveryAttempt } from '../kernel/webhooks/webhook-delivery-attempt.entity';
import { WebhookDelivery } from '../kernel/webhooks/webhook-delivery.entity';
import { WebhookSubscription } from '../kernel/webhooks/webhook-subscription.entity';
import { WebhookResolver, WebhookSubscriptionEdges } from './webhook/webhook.resolver';
import { startWebhookDispatcher } from './webhook/webhook-dispatcher';

export const identityModule: DomainModule = {
  name: 'identity',
  /** With the kernel's webhook outbox, which identity manages (src/identity/webhook). */
  entities: [
    User,
    Tenant,
    UserRole,
    ApiKey,
    RefreshToken,
    OneTimeCode,
    UserClaim,
    WebhookSubscription,
    WebhookDelivery,
    WebhookDeliveryAttempt,
  ],
  resolvers: [
    TokenResolver,
    UserResolver,
    UserRoleResolver,
    TenantResolver,
    ApiKeyResolver,
    TwoFactorResolver,
    PasswordResetResolver,
    ContactResolver,
    AuditEventResolver,
    EventResolver,
    WebhookResolver,
    WebhookSubscriptionEdges,
  ],
  permissions: identityPermissions,
  restRoutes: [...identityRoutes, ...auditRoutes, ...eventsRoutes],
  // Sessions and mailed codes are credentials: their use is audited as a sign-in, not row by row.
  audit: { tenants: [auditTenant(Tenant, 'tenantId'), auditTenant(UserRole, 'tenantId')], notAudited: [RefreshToken, OneTimeCode] },
  createServices: createIdentityServices,
  mountHttp: (app, _services, settings) => mountTokenHttp(app, settings),
  /**
   * The outbox's mail dispatcher (kernel/mail) runs with the identity domain, which owns mail; the webhook
   * dispatcher; and the hourly pruning (with the audit trail's and the webhook history's retention).
   */
  startWorkers(orm, services, settings, log) {
    const dispatcher = startMailDispatcher(orm, settings, log.child({ worker: 'mail' }));
    const webhooks = startWebhookDispatcher(orm, services, settings, log.child({ worker: 'webhooks' }));
    const stopPruning = startIdentityPruning(
      orm,
      { auditDays: settings.auditRetentionDays, webhookDays: settings.webhooks.retentionDays, eventDays: settings.eventRetentionDays },
      log.child({ worker: 'identity-pruning' }),
    );
    return async () => {
      await Promise.all([dispatcher.stop(), webhooks.stop(), stopPruning()]);
    };
  },
  async onStart(ctx) {
    const { bootstrapAdminEmail, bootstrapAdminPassword } = ctx.settings;
    if (bootstrapAdminEmail && bootstrapAdminPassword) await ensurePlatformAdmin(ctx, bootstrapAdminEmail, bootstrapAdminPassword);
    else if (ctx.settings.demoData) await ensureDemoAdmin(ctx);
  },
};
