import type { DomainModule } from './kernel/module';
import { kernelEntities } from './kernel/kernel.entities';
import { identityModule } from './identity/identity.module';
import { catalogueModule } from './workspaces/catalogue.module';
import { onboardingModule } from './workspaces/onboarding.module';
import { employersModule } from './employers/employers.module';

/** The domains of the gateway, in the order they start. */
export const DOMAIN_MODULES: DomainModule[] = [identityModule, catalogueModule, onboardingModule, employersModule];

export const ALL_ENTITIES: Function[] = [...kernelEntities, ...DOMAIN_MODULES.flatMap((m) => m.entities)];
