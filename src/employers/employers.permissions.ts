import { anyone, platformAdmin, signedIn, type PermissionTable } from '../kernel/policy';

const EMPLOYER_ADMIN = "Platform Admin; an Admin of that employer (tenant = employer id); anyone else 403";

/** Who may call each operation of the employers domain (docs/decisions.md#who-may-do-what; docs/employers.md). */
export const employersPermissions: PermissionTable = {
  addEmployerUserRole: signedIn(`${EMPLOYER_ADMIN}; creates the user from the contact when new`, { rest: ['POST /Admin/role'] }),
  removeEmployerUserRole: signedIn(EMPLOYER_ADMIN, { rest: ['DELETE /Admin/role'] }),
  employerUsersWithRole: signedIn(EMPLOYER_ADMIN, { rest: ['GET /Admin/{tenantId}/role/{role}'] }),
  createEmployerApplication: anyone('Anyone, even anonymous (the public inquiry form); the contact becomes the owner', { rest: ['POST /Application/create'] }),
  employerApplications: signedIn('Platform Admin: all; anyone else: the applications they own', { rest: ['POST /Application'] }),
  updateEmployerApplication: signedIn('The owner or the Platform Admin (others: 404), in Inquiry or Pending', { rest: ['PUT /Application/{id}'] }),
  approveEmployerApplicationInquiry: platformAdmin('Platform Admin only (Inquiry -> Pending)', { rest: ['PUT /Application/approve-inquiry'] }),
  submitEmployerApplication: signedIn('The owner or the Platform Admin (others: 404), Pending -> Submitted', { rest: ['PUT /Application/submit'] }),
  denyEmployerApplication: platformAdmin('Platform Admin only (Inquiry, Pending, Submitted -> Denied)', { rest: ['PUT /Application/deny'] }),
  approveEmployerApplication: platformAdmin('Platform Admin only (Submitted -> Approved; creates the Employer)', { rest: ['PUT /Application/approve'] }),
  sendEmployerApplicationReminder: platformAdmin('Platform Admin only; one reminder per application per 24 h', { rest: ['POST /Application/remind'] }),
  createEmployee: signedIn(EMPLOYER_ADMIN, { rest: ['POST /Employee/create'] }),
  employees: signedIn('Platform Admin: all; an employer Admin: their employers\' employees; anyone: their own employee records', { rest: ['POST /Employee'] }),
  updateEmployeeStatus: signedIn(EMPLOYER_ADMIN, { rest: ['PUT /Employee/status'] }),
  createEmployeeInquiry: signedIn('Any signed-in user (anonymous: 401)', { rest: ['POST /EmployeeInquiry/create'] }),
  employeeInquiries: platformAdmin('Platform Admin only'),
  employer: signedIn('Platform Admin: any; others: an employer they administer or are an employee of; null otherwise (and when missing)'),
  employee: signedIn("Platform Admin: any; an employer Admin: their employers' employee records; anyone: their own; null otherwise (and when missing)"),
  employeeInquiry: signedIn('Platform Admin only; null for anyone else (and when missing)'),
  employerApplication: signedIn('Platform Admin: any; anyone else: an application they own; null otherwise (and when missing)'),
  employers: signedIn('Platform Admin: all; others: the employers they administer or are an employee of', { rest: ['POST /Employer'] }),
};
