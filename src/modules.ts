import type { DomainModule } from './kernel/module';
import { Address } from './kernel/address';
import { AuditEvent } from './kernel/audit/audit-event.entity';
import { OutboxMail } from './kernel/mail/outbox-mail.entity';
import { StateTransition } from './kernel/state-machine';
import { identityModule } from './identity/identity.module';
import { catalogueModule } from './workspaces/catalogue.module';
import { onboardingModule } from './workspaces/onboarding.module';
import { employersModule } from './employers/employers.module';
import { federationModule } from './graphql/federation';

/** The domains of the gateway, in the order they start; last, the graph's federation fields (src/graphql/federation.ts). */
export const DOMAIN_MODULES: DomainModule[] = [identityModule, catalogueModule, onboardingModule, employersModule, federationModule];

/** The kernel's records (the address embeddable, the mail outbox, the transition history, the audit trail), then the domains'. */
export const ALL_ENTITIES: Function[] = [Address, OutboxMail, StateTransition, AuditEvent, ...DOMAIN_MODULES.flatMap((m) => m.entities)];
