import { Embeddable, Entity } from '@mikro-orm/core';
import { InputType, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';
import { CONTACT_NAME_MAX } from '../../identity/contact/contact';

/** A company name and a job title: one line of at most this many characters (a person's name follows the contact's rule). */
export const INQUIRY_TEXT_MAX = 200;

/** The optional referral contact of an employee inquiry. */
@ObjectType('Referral', { description: 'Who referred the prospective employee.' })
@InputType('EmployerReferralInput', { description: 'Who referred the prospective employee (Referral of the employers document).' })
@Embeddable()
export class Referral {
  @Column.text(`The referrer's name (not blank, at most ${CONTACT_NAME_MAX} characters).`) name!: string;
  @Column.text("The referrer's email address (stored lower-cased).") email!: string;
}

/** A prospective employee's inquiry: which company they work for, and who referred them. */
@ObjectType('EmployeeInquiry', {
  description:
    "A prospective employee's inquiry: the company they work for, who they are and who referred them. Filed by any signed-in user; seen by the Platform Admin only.",
})
@Entity({ tableName: 'employee_inquiry' })
export class EmployeeInquiry extends BaseEntity {
  @Column.text('The company the inquirer works for, as given (trimmed); it names the employer of the same name (see `employer`).')
  companyName!: string;
  @Column.text("The prospective employee's name.") employeeName!: string;
  @Column.text("The prospective employee's email, lower-cased.") email!: string;
  @Column.text("The prospective employee's job title.") title!: string;
  @Column.embedded(() => Referral, 'referral_', 'Who referred them; null when nobody did.', { nullable: true })
  referralContact: Referral | null = null;
  /** The signed-in user who filed it. */
  @Column.uuid({ nullable: true }) createdByUserId: string | null = null;
}
