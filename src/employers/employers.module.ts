import { EmployerTenantEdge, TenantEmployerEdge, UserEmployerApplicationsEdge } from './employer/employer-tenant.resolver';
import type { DomainModule } from '../kernel/module';
import { EmployerAdminResolver } from './admin/employer-admin.resolver';
import { EmployerApplication } from './application/employer-application.entity';
import { EmployerApplicationResolver } from './application/employer-application.resolver';
import { employerApplicationMachine } from './application/employer-application.states';
import { Employee } from './employee/employee.entity';
import { EmployeeResolver, UserEmploymentEdges } from './employee/employee.resolver';
import { loadEmployersDemoData } from './employers.demo-data';
import { employersPermissions } from './employers.permissions';
import { employersRoutes } from './employers.routes';
import { Employer } from './employer/employer.entity';
import { EmployerResolver } from './employer/employer.resolver';
import { EmployeeInquiry, Referral } from './inquiry/employee-inquiry.entity';
import { EmployeeInquiryResolver } from './inquiry/employee-inquiry.resolver';

export const employersModule: DomainModule = {
  name: 'employers',
  entities: [Referral, Employer, EmployerApplication, Employee, EmployeeInquiry],
  resolvers: [EmployerApplicationResolver, EmployerResolver, EmployerTenantEdge, TenantEmployerEdge, UserEmployerApplicationsEdge, EmployeeResolver, UserEmploymentEdges, EmployeeInquiryResolver, EmployerAdminResolver],
  permissions: employersPermissions,
  restRoutes: employersRoutes,
  stateMachines: [employerApplicationMachine],
  async onStart(ctx) {
    if (!ctx.settings.demoData) return;
    const admin = await loadEmployersDemoData(ctx);
    // The operator reads the demo credentials on the console (docs/decisions.md#demo-data), like the Platform Admin's.
    if (admin) process.stdout.write(`demo employer admin: ${admin.email} / ${admin.password}\n`);
  },
};
