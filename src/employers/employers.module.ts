import { auditTenant } from '../kernel/audit/audit-trail';
import type { DomainModule } from '../kernel/module';
// The edges a folder adds to another's type follow the order they had when the employer's resolvers declared
// them (the generated docs list them so).
import { EmployerTenantEdge, TenantEmployerEdge } from './employer/employer-tenant.resolver';
import { EmployeeResolver, EmployerEmployeesEdge, UserEmploymentEdges } from './employee/employee.resolver';
import { EmployerResolver } from './employer/employer.resolver';
import { EmployeeInquiryResolver, EmployerInquiriesEdge } from './inquiry/employee-inquiry.resolver';
import {
  EmployerApplicationEdge,
  EmployerApplicationResolver,
  UserEmployerApplicationsEdge,
} from './application/employer-application.resolver';
import { EmployerAdminResolver } from './admin/employer-admin.resolver';
import { EmployerApplication } from './application/employer-application.entity';
import { employerApplicationMachine } from './application/employer-application.states';
import { Employee } from './employee/employee.entity';
import { loadEmployersDemoData } from './employers.demo-data';
import { employersPermissions } from './employers.permissions';
import { employersRoutes } from './employers.routes';
import { Employer } from './employer/employer.entity';
import { EmployeeInquiry, Referral } from './inquiry/employee-inquiry.entity';

export const employersModule: DomainModule = {
  name: 'employers',
  entities: [Referral, Employer, EmployerApplication, Employee, EmployeeInquiry],
  resolvers: [
    EmployerApplicationResolver,
    EmployerApplicationEdge,
    UserEmployerApplicationsEdge,
    EmployerResolver,
    EmployerTenantEdge,
    TenantEmployerEdge,
    EmployeeResolver,
    EmployerEmployeesEdge,
    UserEmploymentEdges,
    EmployeeInquiryResolver,
    EmployerInquiriesEdge,
    EmployerAdminResolver,
  ],
  permissions: employersPermissions,
  audit: { tenants: [auditTenant(Employer, 'id'), auditTenant(EmployerApplication, 'employerId'), auditTenant(Employee, 'employerId')] },
  restRoutes: employersRoutes,
  stateMachines: [employerApplicationMachine],
  async onStart(ctx) {
    if (!ctx.settings.demoData) return;
    const admin = await loadEmployersDemoData(ctx);
    // The operator reads the demo credentials on the console (docs/decisions.md#demo-data), like the Platform Admin's.
    if (admin) process.stdout.write(`demo employer admin: ${admin.email} / ${admin.password}\n`);
  },
};
