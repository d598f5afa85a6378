import { Embedded, Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Address } from '../../kernel/address';

/** An approved employer. Its tenant has `tenantId` = the employer id; its Admins hold the `Admin` role there. */
@ObjectType('Employer', {
  description:
    "An approved employer (created by approving an EmployerApplication). Its id is also its tenant id: its Admins hold the `Admin` role there. Seen by the Platform Admin, its Admins and its employees.",
})
@Entity({ tableName: 'employer' })
export class Employer extends BaseEntity {
  @Field({ description: 'The company name (from the application).' })
  @Property({ type: 'text' })
  name!: string;

  @Field(() => Address, { description: 'The postal address (from the application); every line may be null.' })
  @Embedded(() => Address, { prefix: 'address_' })
  address: Opt<Address> = new Address();

  /** Used to communicate with the employer (the application's contact email). */
  @Field({ description: "The employer's contact email (the application's contact email), lower-cased." })
  @Property({ type: 'text' })
  email!: string;
}
