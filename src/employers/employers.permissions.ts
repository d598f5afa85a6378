import { anyone, platformAdmin, signedIn, type PermissionTable } from '../kernel/policy';

const EMPLOYER_ADMIN = 'Platform Admin; an Admin of that employer (tenant = employer id); anyone else 403';

/** Who may call each operation of the employers domain (docs/decisions.md#who-may-do-what; docs/employers.md). */
export const employersPermissions: PermissionTable = {
  addEmployerUserRole: signedIn(`${EMPLOYER_ADMIN}; creates the user from the contact when new`),
  removeEmployerUserRole: signedIn(EMPLOYER_ADMIN),
  employerUsersWithRole: signedIn(EMPLOYER_ADMIN),
  createEmployerApplication: anyone('Anyone, even anonymous (the public inquiry form); the contact becomes the owner'),
  employerApplications: signedIn('Platform Admin: all; anyone else: the applications they own'),
  updateEmployerApplication: signedIn('The owner or the Platform Admin (others: 404), in Inquiry or Pending'),
  approveEmployerApplicationInquiry: platformAdmin('Platform Admin only (Inquiry -> Pending)'),
  submitEmployerApplication: signedIn('The owner or the Platform Admin (others: 404), Pending -> Submitted'),
  denyEmployerApplication: platformAdmin('Platform Admin only (Inquiry, Pending, Submitted -> Denied)'),
  approveEmployerApplication: platformAdmin('Platform Admin only (Submitted -> Approved; creates the Employer)'),
  sendEmployerApplicationReminder: platformAdmin('Platform Admin only; one reminder per application per 24 h'),
  createEmployee: signedIn(EMPLOYER_ADMIN),
  employees: signedIn("Platform Admin: all; an employer Admin: their employers' employees; anyone: their own employee records"),
  updateEmployeeStatus: signedIn(EMPLOYER_ADMIN),
  createEmployeeInquiry: signedIn('Any signed-in user (anonymous: 401)'),
  employeeInquiries: platformAdmin('Platform Admin only'),
  employer: signedIn('Platform Admin: any; others: an employer they administer or are an employee of; null otherwise (and when missing)'),
  employee: signedIn(
    "Platform Admin: any; an employer Admin: their employers' employee records; anyone: their own; null otherwise (and when missing)",
  ),
  employeeInquiry: signedIn('Platform Admin only; null for anyone else (and when missing)'),
  employeeChanged: signedIn('The changes of the employee records the caller may read (as employee)'),
  employerApplicationChanged: signedIn('The changes of the applications the caller may read (as employerApplication)'),
  employerApplication: signedIn('Platform Admin: any; anyone else: an application they own; null otherwise (and when missing)'),
  employers: signedIn('Platform Admin: all; others: the employers they administer or are an employee of'),
};
