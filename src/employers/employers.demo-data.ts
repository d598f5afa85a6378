import { randomBytes } from 'node:crypto';
import { EmployerApplication } from './application/employer-application.entity';
import type { RequestContext } from '../kernel/context';
import { createTenant } from '../identity/tenant/tenant.service';
import { ensureDemoTenantAdmin } from '../identity/demo-admin';
import { findOrCreateUserByContact } from '../identity/user/user.service';
import { Address } from '../kernel/address';
import { Employee, type EmployeeStatus } from './employee/employee.entity';
import { Employer } from './employer/employer.entity';

export const DEMO_EMPLOYER_NAME = 'Acme Corp';
export const DEMO_EMPLOYER_ADMIN_EMAIL = 'admin@acme.example.com';

const DEMO_EMPLOYEES: { name: string; email: string; employerUserId: string; status: EmployeeStatus }[] = [
  { name: 'Alice Walker', email: 'alice.walker@acme.example.com', employerUserId: 'ACME-0001', status: 'Active' },
  { name: 'Bob Stone', email: 'bob.stone@acme.example.com', employerUserId: 'ACME-0002', status: 'Active' },
  { name: 'Carol Diaz', email: 'carol.diaz@acme.example.com', employerUserId: 'ACME-0003', status: 'Inactive' },
];

/**
 * The employers part of the demo data set (first start with DEMO_DATA on and no employer yet):
 * "Acme Corp" with its tenant, an Admin whose credentials are printed, and a few employees (one
 * Inactive). Returns the admin's credentials, or null when nothing was loaded.
 */
export async function loadEmployersDemoData(ctx: RequestContext): Promise<{ email: string; password: string } | null> {
  if ((await ctx.em.count(Employer, {})) > 0) return null;
  const password = `Acme-${randomBytes(9).toString('base64url')}`;
  await ctx.em.transactional(async (em) => {
    const address = Object.assign(new Address(), {
      line1: '100 Market Street',
      line2: 'Suite 300',
      city: 'San Francisco',
      state: 'CA',
      zipCode: '94105',
    });
    const employer = em.create(Employer, { name: DEMO_EMPLOYER_NAME, email: 'hr@acme.example.com', address });
    em.persist(employer);
    await createTenant(em, employer.id, employer.name, 'Employer');
    const admin = await ensureDemoTenantAdmin(em, employer.id, {
      email: DEMO_EMPLOYER_ADMIN_EMAIL,
      password,
      firstName: 'Ada',
      lastName: 'Acme',
    });
    // The application the demo employer was approved from, owned by its Admin.
    em.persist(
      em.create(EmployerApplication, {
        status: 'Approved',
        name: employer.name,
        description: 'Flexible workspace access for our employees.',
        contactName: 'Ada Acme',
        contactEmail: DEMO_EMPLOYER_ADMIN_EMAIL,
        address: Object.assign(new Address(), address),
        ownerId: admin.id,
        ownerEmail: DEMO_EMPLOYER_ADMIN_EMAIL,
        employerId: employer.id,
      }),
    );
    for (const demo of DEMO_EMPLOYEES) {
      const { user } = await findOrCreateUserByContact(em, { name: demo.name, email: demo.email });
      await em.flush();
      em.persist(
        em.create(Employee, {
          employerId: employer.id,
          userId: user.id,
          employerUserId: demo.employerUserId,
          status: demo.status,
          statusUpdatedDate: new Date(),
        }),
      );
    }
    await em.flush();
  });
  return { email: DEMO_EMPLOYER_ADMIN_EMAIL, password };
}
