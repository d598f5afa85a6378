import { Entity, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Address } from '../../kernel/address';
import { Column } from '../../kernel/columns';

/** An approved employer. Its tenant has `tenantId` = the employer id; its Admins hold the `Admin` role there. */
@ObjectType('Employer', {
  description:
    'An approved employer (created by approving an EmployerApplication). Its id is also its tenant id: its Admins hold the `Admin` role there. Seen by the Platform Admin, its Admins and its employees.',
})
@Entity({ tableName: 'employer' })
export class Employer extends BaseEntity {
  @Column.text('The company name (from the application).') name!: string;
  @Column.embedded(() => Address, 'address_', 'The postal address (from the application); every line may be null.') address: Opt<Address> =
    new Address();
  /** Used to communicate with the employer (the application's contact email). */
  @Column.text("The employer's contact email (the application's contact email), lower-cased.") email!: string;
}
