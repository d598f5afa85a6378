import { Embeddable, Embedded, Entity, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** The optional referral contact of an employee inquiry. */
@ObjectType('Referral')
@Embeddable()
export class Referral {
  @Field()
  @Property({ type: 'text' })
  name!: string;

  @Field()
  @Property({ type: 'text' })
  email!: string;
}

/** A prospective employee's inquiry: which company they work for, and who referred them. */
@ObjectType('EmployeeInquiry')
@Entity({ tableName: 'employee_inquiry' })
export class EmployeeInquiry extends BaseEntity {
  @Field()
  @Property({ type: 'text' })
  companyName!: string;

  @Field()
  @Property({ type: 'text' })
  employeeName!: string;

  @Field()
  @Property({ type: 'text' })
  email!: string;

  @Field()
  @Property({ type: 'text' })
  title!: string;

  @Field(() => Referral, { nullable: true })
  @Embedded(() => Referral, { prefix: 'referral_', nullable: true })
  referralContact: Referral | null = null;

  /** The signed-in user who filed it. */
  @Property({ type: 'uuid', nullable: true })
  createdByUserId: string | null = null;
}
