import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ADMIN_ROLE, type Caller, PLATFORM_TENANT_ID } from '../kernel/caller';
import { contextWith, type RequestContext } from '../kernel/context';
import { createTenant } from '../identity/tenant/tenant.service';
import { ensureDemoTenantAdmin } from '../identity/demo-admin';
import { LocationClosure } from './closure/closure.entity';
import { ClosureType, Recurrence } from './catalogue/catalogue.enums';
import { upsertLocation, type UpsertLocationFields } from './location/location.service';
import type { Schedule } from './location/schedule.types';
import { upsertRoom } from './room/room.service';
import { Workspace } from './workspace/workspace.entity';
import { WorkspaceApplication } from './application/application.entity';

export const DEMO_WORKSPACE_ADMIN_EMAIL = 'operator@downtown-desks.example.com';

const weekdays = (open: string, close: string): Schedule => {
  const day = (isOpen: boolean) => ({ isOpen, open, close, maxVisitors: 40 });
  return {
    monday: day(true),
    tuesday: day(true),
    wednesday: day(true),
    thursday: day(true),
    friday: day(true),
    saturday: day(false),
    sunday: day(false),
  };
};

const CITIES: {
  name: string;
  address: UpsertLocationFields['address'];
  schedule: Schedule;
  price: number;
  marketplacePrice: number | null;
  amenities: string[];
}[] = [
  {
    name: 'Downtown Desks Midtown',
    address: { line1: '350 5th Ave', city: 'New York', state: 'NY', zipCode: '10118' },
    schedule: weekdays('08:00:00', '20:00:00'),
    price: 3500,
    marketplacePrice: 3000,
    amenities: ['wifi', 'coffee', 'phone booths'],
  },
  {
    name: 'Downtown Desks Loop',
    address: { line1: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606' },
    schedule: weekdays('07:00:00', '19:00:00'),
    price: 2500,
    marketplacePrice: null,
    amenities: ['wifi', 'parking'],
  },
  {
    name: 'Downtown Desks Congress',
    address: { line1: '600 Congress Ave', city: 'Austin', state: 'TX', zipCode: '78701' },
    schedule: { ...weekdays('09:00:00', '01:00:00'), saturday: { isOpen: true, open: '10:00:00', close: '16:00:00', maxVisitors: 20 } },
    price: 2000,
    marketplacePrice: 1800,
    amenities: ['wifi', 'coffee', 'rooftop'],
  },
  {
    name: 'Downtown Desks SoMa',
    address: { line1: '535 Mission St', city: 'San Francisco', state: 'CA', zipCode: '94105' },
    schedule: weekdays('08:00:00', '18:00:00'),
    price: 4000,
    marketplacePrice: 3600,
    amenities: ['wifi', 'coffee', 'showers'],
  },
];

/**
 * The demo workspace "Downtown Desks" (docs/decisions.md#demo-data): its tenant and Admin, a location with rooms in
 * New York, Chicago, Austin and San Francisco, and closures (one recurring). Only when no workspace
 * exists yet; prints the operator's credentials.
 */
export async function loadCatalogueDemoData(ctx: RequestContext): Promise<void> {
  if ((await ctx.em.count(Workspace, {})) > 0) return;
  // Generated, like the other demo passwords: a known password must not ship in the code.
  const password = `Desks-${randomBytes(9).toString('base64url')}`;
  await ctx.em.transactional(async (em) => {
    const demo = contextWith(ctx, { em, caller: demoLoader() });
    const workspace = await createDemoWorkspace(em, password);
    for (const [index, city] of CITIES.entries()) await addDemoLocation(demo, workspace, city, index);
    await em.flush();
  });
  // Printed like the identity demo admin's credentials, for the person trying the demo.
  process.stdout.write(`demo workspace admin: ${DEMO_WORKSPACE_ADMIN_EMAIL} / ${password}\n`);
}

/** The Platform Admin the demo's locations and rooms are written as. */
function demoLoader(): Caller {
  return {
    kind: 'user',
    userId: 'demo-loader',
    email: 'demo@localhost',
    tenantId: null,
    roles: [{ tenantId: PLATFORM_TENANT_ID, role: ADMIN_ROLE }],
    twoFactorPending: false,
    credential: 'token',
    apiKeyId: null,
    sessionId: null,
  };
}

/** The workspace, its tenant and Admin, and the application it was approved from. */
async function createDemoWorkspace(em: EntityManager, password: string): Promise<Workspace> {
  const workspace = em.create(Workspace, { name: 'Downtown Desks', email: DEMO_WORKSPACE_ADMIN_EMAIL, logoUrl: '' });
  em.persist(workspace);
  await createTenant(em, workspace.id, workspace.name, 'Workspace');
  const admin = await ensureDemoTenantAdmin(em, workspace.id, {
    email: DEMO_WORKSPACE_ADMIN_EMAIL,
    password,
    firstName: 'Dana',
    lastName: 'Operator',
  });
  // "One approved workspace" (docs/decisions.md#demo-data): the application it was approved from, owned by its Admin.
  em.persist(
    em.create(WorkspaceApplication, {
      status: 'Approved',
      name: workspace.name,
      description: 'Hot desks and meeting rooms in four US cities.',
      contactName: 'Dana Operator',
      contactEmail: DEMO_WORKSPACE_ADMIN_EMAIL,
      ownerId: admin.id,
      ownerEmail: DEMO_WORKSPACE_ADMIN_EMAIL,
      workspaceId: workspace.id,
    }),
  );
  return workspace;
}

/** One city's location with its two rooms; the first city's also has the closures. */
async function addDemoLocation(demo: RequestContext, workspace: Workspace, city: (typeof CITIES)[number], index: number): Promise<void> {
  const location = await upsertLocation(demo, {
    workspaceId: workspace.id,
    ...city,
    pictureUrls: [],
    phone: `+1 555 010 ${String(index).padStart(4, '0')}`,
    checkInInstructions: 'Show your pass at the front desk.',
    description: `${city.name}: hot desks and meeting rooms.`,
    waiverUrl: '',
    termsOfSerivceUrl: '',
    autoApproveReservations: true,
  });
  await upsertRoom(demo, {
    locationId: location.id,
    name: 'Meeting Room A',
    pricePerHour: 4500,
    pricePerDay: 25000,
    marketplacePricePerHour: 4000,
    marketplacePricePerDay: null,
    quantity: 2,
    amenities: ['whiteboard', 'tv'],
    capacity: 8,
    maxReservationMinutes: 240,
    pictureUrls: [],
    autoApproveReservations: true,
  });
  await upsertRoom(demo, {
    locationId: location.id,
    name: 'Phone Booth',
    pricePerHour: 1000,
    pricePerDay: null,
    marketplacePricePerHour: null,
    marketplacePricePerDay: null,
    quantity: 4,
    amenities: ['soundproof'],
    capacity: 1,
    maxReservationMinutes: 60,
    pictureUrls: [],
    autoApproveReservations: true,
  });
  if (index === 0) addDemoClosures(demo.em, location.id, workspace.id);
}

/** New Year's Day, every year; and a one-off closure for a holiday party. */
function addDemoClosures(em: EntityManager, locationId: string, workspaceId: string): void {
  em.persist(
    em.create(LocationClosure, {
      locationId,
      workspaceId,
      dateFrom: new Date('2027-01-01T05:00:00Z'),
      dateTo: new Date('2027-01-02T04:59:59Z'),
      recurrence: Recurrence.Yearly,
      recurrenceEndDate: null,
      type: ClosureType.Default,
    }),
  );
  em.persist(
    em.create(LocationClosure, {
      locationId,
      workspaceId,
      dateFrom: new Date('2026-12-18T22:00:00Z'),
      dateTo: new Date('2026-12-19T04:00:00Z'),
      recurrence: Recurrence.None,
      recurrenceEndDate: null,
      type: ClosureType.Default,
    }),
  );
}
