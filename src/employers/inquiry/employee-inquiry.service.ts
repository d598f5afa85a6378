import type { RequestContext } from '../../kernel/context';
import { FieldErrorCollector, UnauthenticatedError } from '../../kernel/errors';
import type { Page } from '../../kernel/paging';
import { pageOfVisible } from '../../kernel/records';
import { CONTACT_NAME_MAX } from '../../identity/contact/contact';
import { checkEmail } from '../../identity/user/user.service';
import { requiredText } from '../../kernel/text';
import { EmployeeInquiry, INQUIRY_TEXT_MAX, Referral } from './employee-inquiry.entity';
import { EMPLOYEE_INQUIRY } from './employee-inquiry.loaders';
import type { CreateEmployeeInquiryInput, GetEmployeeInquiriesInput } from './employee-inquiry.types';

/**
 * CreateEmployeeInquiry (any signed-in user, docs/decisions.md#who-may-do-what): a prospective employee's
 * inquiry, with an optional referral.
 */
export async function createEmployeeInquiry(ctx: RequestContext, input: CreateEmployeeInquiryInput): Promise<EmployeeInquiry> {
  if (ctx.caller.kind !== 'user') throw new UnauthenticatedError();
  const problems = new FieldErrorCollector();
  const collect = <T>(check: () => T): T | undefined => problems.collect(check);
  const companyName = collect(() => requiredText(input.companyName, 'companyName', INQUIRY_TEXT_MAX));
  const employeeName = collect(() => requiredText(input.employeeName, 'employeeName', CONTACT_NAME_MAX));
  const email = collect(() => checkEmail(input.email, 'email'));
  const title = collect(() => requiredText(input.title, 'title', INQUIRY_TEXT_MAX));
  let referralContact: Referral | null = null;
  if (input.referralContact) {
    const name = collect(() => requiredText(input.referralContact!.name, 'referralContact.name', CONTACT_NAME_MAX));
    const referralEmail = collect(() => checkEmail(input.referralContact!.email, 'referralContact.email'));
    referralContact = Object.assign(new Referral(), { name, email: referralEmail });
  }
  problems.throwIfAny();
  const inquiry = ctx.em.create(EmployeeInquiry, {
    companyName: companyName!,
    employeeName: employeeName!,
    email: email!,
    title: title!,
    referralContact,
    createdByUserId: ctx.caller.userId,
  });
  ctx.em.persist(inquiry);
  await ctx.em.flush();
  return inquiry;
}

/** The Platform Admin's list of employee inquiries (graph only), newest first: the EMPLOYEE_INQUIRY rule, in one statement. */
export function listEmployeeInquiries(ctx: RequestContext, input: GetEmployeeInquiriesInput): Promise<Page<EmployeeInquiry>> {
  return pageOfVisible(ctx, EMPLOYEE_INQUIRY, 'inquiry', input);
}
