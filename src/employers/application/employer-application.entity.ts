import { Embedded, Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { ApplicationRecord } from '../../kernel/application-record';
import { EmployerAddress } from '../address/employer-address';
import { EmployerContact } from '../contact/employer-contact';

export const EMPLOYER_APPLICATION_STATUSES = ['Inquiry', 'Pending', 'Submitted', 'Approved', 'Denied'] as const;
export type EmployerApplicationStatus = (typeof EMPLOYER_APPLICATION_STATUSES)[number];

/** The GraphQL enum (`EmployerApplicationStatus`; the REST face shows the same values as `status`). */
export const EmployerApplicationStatusEnum = Object.fromEntries(EMPLOYER_APPLICATION_STATUSES.map((s) => [s, s])) as { [K in EmployerApplicationStatus]: K };
registerEnumType(EmployerApplicationStatusEnum, { name: 'EmployerApplicationStatus', description: 'ApplicationStatus of the employers document.' });

/**
 * An employer's application, from the public inquiry to the approved employer (transition table:
 * employer-application.states.ts).
 */
@ObjectType('EmployerApplication', { description: 'Application of the employers document.' })
@Entity({ tableName: 'employer_application' })
@Index({ properties: ['ownerId'] })
export class EmployerApplication extends ApplicationRecord {
  @Field(() => EmployerApplicationStatusEnum)
  @Enum({ items: [...EMPLOYER_APPLICATION_STATUSES], type: 'text' })
  status!: EmployerApplicationStatus;

  @Field(() => EmployerAddress, { nullable: true })
  @Embedded(() => EmployerAddress, { prefix: 'address_', nullable: true })
  address: EmployerAddress | null = null;

  /** Set by approve. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  employerId: string | null = null;

  @Field(() => EmployerContact)
  get contact(): EmployerContact {
    return { name: this.contactName, email: this.contactEmail, phone: this.contactPhone };
  }
}
