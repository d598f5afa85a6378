import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { EmployeeInquiry } from './employee-inquiry.entity';

@InputType('EmployerReferralInput', { description: 'Referral of the employers document.' })
export class EmployerReferralInput {
  @Field()
  name!: string;

  @Field()
  email!: string;
}

@InputType('CreateEmployeeInquiryInput')
export class CreateEmployeeInquiryInput {
  @Field()
  companyName!: string;

  @Field()
  employeeName!: string;

  @Field()
  email!: string;

  @Field()
  title!: string;

  @Field(() => EmployerReferralInput, { nullable: true })
  referralContact?: EmployerReferralInput | null;
}

@InputType('GetEmployeeInquiriesInput')
export class GetEmployeeInquiriesInput extends PageInput {}

export const EmployeeInquiryIPagedResponse = PagedResponse(EmployeeInquiry, 'EmployeeInquiryIPagedResponse');
