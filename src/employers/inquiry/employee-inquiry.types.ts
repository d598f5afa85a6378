import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { EmployeeInquiry } from './employee-inquiry.entity';

@InputType('EmployerReferralInput', { description: 'Who referred the prospective employee (Referral of the employers document).' })
export class EmployerReferralInput {
  @Field({ description: "The referrer's name (not blank, at most 200 characters)." })
  name!: string;

  @Field({ description: "The referrer's email address." })
  email!: string;
}

@InputType('CreateEmployeeInquiryInput', { description: "CreateEmployeeInquiry: a prospective employee's inquiry." })
export class CreateEmployeeInquiryInput {
  @Field({ description: 'The company the inquirer works for (not blank, at most 200 characters).' })
  companyName!: string;

  @Field({ description: "The prospective employee's name (not blank, at most 200 characters)." })
  employeeName!: string;

  @Field({ description: "The prospective employee's email address." })
  email!: string;

  @Field({ description: "The prospective employee's job title (not blank, at most 200 characters)." })
  title!: string;

  @Field(() => EmployerReferralInput, { nullable: true, description: 'Who referred them; optional.' })
  referralContact?: EmployerReferralInput | null;
}

@InputType('GetEmployeeInquiriesInput', { description: 'The page of the employee inquiries list.' })
export class GetEmployeeInquiriesInput extends PageInput {}

export const EmployeeInquiryIPagedResponse = PagedResponse(EmployeeInquiry, 'EmployeeInquiryIPagedResponse');
