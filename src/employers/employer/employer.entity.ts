import { Embedded, Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { EmployerAddress } from '../address/employer-address';

/** An approved employer. Its tenant has `tenantId` = the employer id; its Admins hold the `Admin` role there. */
@ObjectType('Employer')
@Entity({ tableName: 'employer' })
export class Employer extends BaseEntity {
  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field(() => EmployerAddress)
  @Embedded(() => EmployerAddress, { prefix: 'address_' })
  address: EmployerAddress = new EmployerAddress();

  /** Used to communicate with the employer (the application's contact email). */
  @Field()
  @Property({ type: 'text' })
  email!: string;
}
