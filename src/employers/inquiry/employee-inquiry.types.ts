import { InputType } from 'type-graphql';
import { Optional, Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { EmployeeInquiry, INQUIRY_TEXT_MAX, Referral } from './employee-inquiry.entity';
import { CONTACT_NAME_MAX } from '../../identity/contact/contact';

@InputType('CreateEmployeeInquiryInput', { description: "CreateEmployeeInquiry: a prospective employee's inquiry." })
export class CreateEmployeeInquiryInput {
  @Required(`The company the inquirer works for (not blank, at most ${INQUIRY_TEXT_MAX} characters).`)
  companyName!: string;

  @Required(`The prospective employee's name (not blank, at most ${CONTACT_NAME_MAX} characters).`)
  employeeName!: string;

  @Required("The prospective employee's email address.")
  email!: string;

  @Required(`The prospective employee's job title (not blank, at most ${INQUIRY_TEXT_MAX} characters).`)
  title!: string;

  @Optional(Referral, 'Who referred them; optional.')
  referralContact?: Referral | null;
}

@InputType('GetEmployeeInquiriesInput', { description: 'The page of the employee inquiries list.' })
export class GetEmployeeInquiriesInput extends PageInput {}

export const EmployeeInquiryIPagedResponse = PagedResponse(EmployeeInquiry, 'EmployeeInquiryIPagedResponse');
