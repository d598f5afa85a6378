import { Embeddable, Embedded, Entity, Property } from '@mikro-orm/core';
import { Field, InputType, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { CONTACT_NAME_MAX } from '../../identity/contact/contact';

/** A company name and a job title: one line of at most this many characters (a person's name follows the contact's rule). */
export const INQUIRY_TEXT_MAX = 200;

/** The optional referral contact of an employee inquiry. */
@ObjectType('Referral', { description: 'Who referred the prospective employee.' })
@InputType('EmployerReferralInput', { description: 'Who referred the prospective employee (Referral of the employers document).' })
@Embeddable()
export class Referral {
  @Field({ description: `The referrer's name (not blank, at most ${CONTACT_NAME_MAX} characters).` })
  @Property({ type: 'text' })
  name!: string;

  @Field({ description: "The referrer's email address (stored lower-cased)." })
  @Property({ type: 'text' })
  email!: string;
}

/** A prospective employee's inquiry: which company they work for, and who referred them. */
@ObjectType('EmployeeInquiry', {
  description:
    "A prospective employee's inquiry: the company they work for, who they are and who referred them. Filed by any signed-in user; seen by the Platform Admin only.",
})
@Entity({ tableName: 'employee_inquiry' })
export class EmployeeInquiry extends BaseEntity {
  @Field({ description: 'The company the inquirer works for, as given (trimmed); it names the employer of the same name (see `employer`).' })
  @Property({ type: 'text' })
  companyName!: string;

  @Field({ description: "The prospective employee's name." })
  @Property({ type: 'text' })
  employeeName!: string;

  @Field({ description: "The prospective employee's email, lower-cased." })
  @Property({ type: 'text' })
  email!: string;

  @Field({ description: "The prospective employee's job title." })
  @Property({ type: 'text' })
  title!: string;

  @Field(() => Referral, { nullable: true, description: 'Who referred them; null when nobody did.' })
  @Embedded(() => Referral, { prefix: 'referral_', nullable: true })
  referralContact: Referral | null = null;

  /** The signed-in user who filed it. */
  @Property({ type: 'uuid', nullable: true })
  createdByUserId: string | null = null;
}
