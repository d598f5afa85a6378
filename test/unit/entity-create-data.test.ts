import { MikroORM, type RequiredEntityData } from '@mikro-orm/postgresql';
import { Tenant } from '../../src/identity/tenant/tenant.entity';
import { User } from '../../src/identity/user/user.entity';
import { OutboxMail } from '../../src/kernel/mail/outbox-mail.entity';
import { LocationClosure } from '../../src/workspaces/closure/closure.entity';
import { Recurrence } from '../../src/workspaces/catalogue/catalogue.enums';
import { Workspace } from '../../src/workspaces/workspace/workspace.entity';

/**
 * `em.create(X, data)` is typed by RequiredEntityData<X>: a field with a default (`Opt` on the
 * entity) may be left out, and a misspelt or missing field does not compile (the `@ts-expect-error`
 * lines below are checked by `npm run typecheck`). No database: `create` only builds the entity.
 */
describe('entity creation data', () => {
  const orm = MikroORM.initSync({
    dbName: 'unused',
    entities: [User, Tenant, Workspace, OutboxMail, LocationClosure],
    connect: false,
    allowGlobalContext: true,
  });
  const em = orm.em.fork();

  test('a record is given by its own fields; what has a default is filled in', () => {
    const user = em.create(User, { email: 'ada@example.com' });
    expect(user).toMatchObject({
      email: 'ada@example.com',
      emailConfirmed: false,
      isSuspended: false,
      firstName: '',
      lastName: '',
      phone: null,
    });
    expect(user.dateCreated).toBeInstanceOf(Date);

    const closure = em.create(LocationClosure, {
      locationId: 'l1',
      workspaceId: 'w1',
      dateFrom: new Date('2027-01-01T05:00:00Z'),
      dateTo: new Date('2027-01-02T04:59:59Z'),
    });
    expect(closure).toMatchObject({
      recurrence: Recurrence.None,
      recurrenceEndDate: null,
      dateRange: { from: new Date('2027-01-01T05:00:00Z'), to: new Date('2027-01-02T04:59:59Z') },
    });

    const mail = em.create(OutboxMail, { toAddress: 'ada@example.com', subject: 'Hello', textBody: 'Hello.', kind: 'test' });
    expect(mail).toMatchObject({ status: 'Pending', attempts: 0, sentAt: null });
  });

  test('a misspelt or missing field is a compile error', () => {
    const misspelt: RequiredEntityData<Tenant> = {
      tenantId: 't1',
      tenantName: 'Acme',
      tenantType: 'Employer',
      // @ts-expect-error `tenantKind` is not a field of Tenant
      tenantKind: 'Employer',
    };
    // @ts-expect-error a workspace needs its email
    const missing: RequiredEntityData<Workspace> = { name: 'Downtown Desks' };
    expect([misspelt, missing]).toHaveLength(2);
  });
});
