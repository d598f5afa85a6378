import { Embedded, Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { APPLICATION_STATUSES, ApplicationRecord, type ApplicationStatus } from '../../applications/application-record';
import { Address } from '../../kernel/address';

/** The GraphQL enum (`EmployerApplicationStatus`; the REST face shows the same values as `status`). */
export const EmployerApplicationStatusEnum = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, s])) as { [K in ApplicationStatus]: K };
registerEnumType(EmployerApplicationStatusEnum, {
  name: 'EmployerApplicationStatus',
  description: 'Where an employer application stands (ApplicationStatus of the employers document; transitions in docs/workflows.md).',
  valuesConfig: {
    Inquiry: { description: 'Sent through the public inquiry form; waits for the Platform Admin to let it continue.' },
    Pending: { description: 'Accepted as an inquiry; the owner completes it (name, description, address) and submits it.' },
    Submitted: { description: 'Submitted by the owner; waits for the Platform Admin to approve or deny it.' },
    Approved: { description: 'Approved: the employer exists (`employerId`) and the owner is its Admin. Final.' },
    Denied: { description: 'Denied by the Platform Admin. Final.' },
  },
});

/**
 * An employer's application, from the public inquiry to the approved employer (transition table:
 * employer-application.states.ts).
 */
@ObjectType('EmployerApplication', {
  description:
    "An employer's application (Application of the employers document), from the public inquiry form to the approved employer. Seen by its owner and the Platform Admin.",
})
@Entity({ tableName: 'employer_application' })
@Index({ properties: ['ownerId'] })
export class EmployerApplication extends ApplicationRecord {
  @Field(() => EmployerApplicationStatusEnum, { description: 'Where the application stands.' })
  @Enum({ items: [...APPLICATION_STATUSES], type: 'text' })
  status!: ApplicationStatus;

  @Field(() => Address, { nullable: true, description: 'The postal address, set by UpdateApplication; null until then.' })
  @Embedded(() => Address, { prefix: 'address_', nullable: true })
  address: Address | null = null;

  /** Set by approve. */
  @Field(() => String, { nullable: true, description: 'The employer created by approval (see `employer`); null before approval.' })
  @Property({ type: 'uuid', nullable: true })
  employerId: string | null = null;
}
