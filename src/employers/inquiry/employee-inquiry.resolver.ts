import { arg, byIdQuery, computedField, graphResolver, listQuery, mutation, pagedEdge } from '../../kernel/resolver-builders';
import { Employer } from '../employer/employer.entity';
import { EmployeeInquiry } from './employee-inquiry.entity';
import { employeeInquiryById, employersNamedByInquiry, inquiriesOfEmployer } from './employee-inquiry.loaders';
import { createEmployeeInquiry, listEmployeeInquiries } from './employee-inquiry.service';
import { CreateEmployeeInquiryInput, EmployeeInquiryIPagedResponse, GetEmployeeInquiriesInput } from './employee-inquiry.types';

export const EmployeeInquiryResolver = graphResolver(() => EmployeeInquiry, {
  createEmployeeInquiry: mutation({
    type: () => EmployeeInquiry,
    description: 'CreateEmployeeInquiry: any signed-in user.',
    args: [arg('input', () => CreateEmployeeInquiryInput, 'The company, the prospective employee and an optional referral.')],
    run: createEmployeeInquiry,
  }),
  employeeInquiries: listQuery({
    type: () => EmployeeInquiryIPagedResponse,
    input: () => GetEmployeeInquiriesInput,
    inputDescription: 'The page; optional.',
    list: listEmployeeInquiries,
    description: 'Employee inquiries, newest first (Platform Admin).',
  }),
  employeeInquiry: byIdQuery({
    type: () => EmployeeInquiry,
    loader: employeeInquiryById,
    description: 'An employee inquiry by id (Platform Admin); null when it does not exist, and for anyone else.',
    idDescription: 'The inquiry id.',
  }),
  // Employer names are not unique: the loader reads the visible employers of that name newest first, and the inquiry names the oldest.
  employer: computedField({
    type: () => Employer,
    nullable: true,
    description:
      'The employer whose name equals companyName, ignoring case and surrounding spaces (the oldest, when several employers share the name); null when no employer has that name.',
    resolve: async (inquiry: EmployeeInquiry, ctx) => (await ctx.loaders.get(employersNamedByInquiry).load(inquiry.id)).at(-1) ?? null,
  }),
});

/** `Employer.inquiries`: the edge lives with the inquiry, which knows the employers it names. */
export const EmployerInquiriesEdge = graphResolver(() => Employer, {
  inquiries: pagedEdge({
    type: () => EmployeeInquiryIPagedResponse,
    loader: inquiriesOfEmployer,
    description:
      'The employee inquiries whose companyName equals the employer name (ignoring case and surrounding spaces), newest first. Inquiries are visible to the Platform Admin only: anyone else gets an empty page.',
  }),
});
