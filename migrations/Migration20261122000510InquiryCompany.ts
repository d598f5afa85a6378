import { Migration } from '@mikro-orm/migrations';

/**
 * Employee inquiries belong to the employer whose name equals their company name, ignoring case and
 * surrounding spaces (`Employer.inquiries`, `EmployeeInquiry.employer`): an expression index on each
 * side, on exactly the expressions the edges compare, so both directions are index lookups.
 */
export class Migration20261122000510InquiryCompany extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "employer_name_key_index" on "employer" (lower(btrim("name")));`);
    this.addSql(`create index "employee_inquiry_company_name_key_index" on "employee_inquiry" (lower(btrim("company_name")));`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "employee_inquiry_company_name_key_index";');
    this.addSql('drop index if exists "employer_name_key_index";');
  }
}
