import { Entity, Index } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { ApplicationRecord, type ApplicationStatus } from '../../applications/application-record';
import { Address } from '../../kernel/address';
import { Column } from '../../kernel/columns';
import { defineGraphEnum } from '../../kernel/graph-enum';

/** The GraphQL enum of APPLICATION_STATUSES (`EmployerApplicationStatus`; the REST face shows the same values as `status`). */
export const EmployerApplicationStatusEnum = defineGraphEnum<ApplicationStatus>(
  'EmployerApplicationStatus',
  'Where an employer application stands (ApplicationStatus of the employers document; transitions in docs/workflows.md).',
  {
    Inquiry: 'Sent through the public inquiry form; waits for the Platform Admin to let it continue.',
    Pending: 'Accepted as an inquiry; the owner completes it (name, description, address) and submits it.',
    Submitted: 'Submitted by the owner; waits for the Platform Admin to approve or deny it.',
    Approved: 'Approved: the employer exists (`employerId`) and the owner is its Admin. Final.',
    Denied: 'Denied by the Platform Admin. Final.',
  },
);

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
  @Column.enum(EmployerApplicationStatusEnum, 'Where the application stands.') status!: ApplicationStatus;
  @Column.embedded(() => Address, 'address_', 'The postal address, set by UpdateApplication; null until then.', { nullable: true })
  address: Address | null = null;
  /** Set by approve. */
  @Column.uuid('The employer created by approval (see `employer`); null before approval.', { nullable: true }) employerId: string | null =
    null;
}
