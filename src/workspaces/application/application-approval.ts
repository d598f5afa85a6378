import type { RequestContext } from '../../kernel/context';
import { ADMIN_ROLE } from '../../kernel/caller';
import { BadInputError, type FieldErrors } from '../../kernel/errors';
import { createTenant } from '../../identity/tenant/tenant.service';
import { grantRole } from '../../identity/user/user.service';
import { upsertLocation } from '../location/location.service';
import { upsertRoom } from '../room/room.service';
import { Workspace } from '../workspace/workspace.entity';
import type { ApplicationLocation } from './application-location.types';
import type { WorkspaceApplication } from './application.entity';

/** A room's longest reservation when the application leaves it out: a whole day. */
export const DEFAULT_MAX_RESERVATION_MINUTES = 24 * 60;

/**
 * The effects of `approve` (docs/decisions.md#application-approval), in the transition's transaction: the Workspace (named as
 * the application, its email the contact's), its tenant, the owner's `Admin` role there, and the
 * locations and rooms the application describes (through the catalogue's upserts: validated,
 * geocoded, time zone, status Active). A problem with the content is a 400 naming
 * `locations[i]...`, and nothing is kept.
 */
export async function approveIntoWorkspace(ctx: RequestContext, application: WorkspaceApplication): Promise<Workspace> {
  const em = ctx.em;
  const workspace = em.create(Workspace, { name: application.name, email: application.contactEmail });
  em.persist(workspace);
  await createTenant(em, workspace.id, workspace.name, 'Workspace');
  await em.flush(); // the workspace first: the application references it
  if (application.ownerId) await grantRole(em, application.ownerId, workspace.id, ADMIN_ROLE);
  application.workspaceId = workspace.id;
  await em.flush();
  for (const [i, location] of (application.locations ?? []).entries()) {
    await createPlace(ctx, workspace.id, location, `locations[${i}]`);
  }
  return workspace;
}

async function createPlace(ctx: RequestContext, workspaceId: string, location: ApplicationLocation, path: string): Promise<void> {
  const created = await withFieldPrefix(path, () =>
    upsertLocation(ctx, {
      workspaceId,
      name: location.name ?? '',
      address: location.address ?? {},
      schedule: location.schedule!,
      pictureUrls: location.pictureUrls ?? [],
      amenities: location.amenities ?? [],
      price: location.price!,
      marketplacePrice: location.marketplacePrice ?? null,
      phone: location.phone ?? '',
      checkInInstructions: location.checkInInstructions ?? '',
      description: location.description ?? null,
      waiverUrl: location.waiverUrl ?? '',
      termsOfSerivceUrl: location.termsOfSerivceUrl ?? '',
      autoApproveReservations: location.autoApproveReservations,
    }),
  );
  for (const [j, room] of (location.rooms ?? []).entries()) {
    await withFieldPrefix(`${path}.rooms[${j}]`, () =>
      upsertRoom(ctx, {
        locationId: created.id,
        name: room.name ?? '',
        pricePerHour: room.pricePerHour!,
        pricePerDay: room.pricePerDay ?? null,
        marketplacePricePerHour: room.marketplacePricePerHour ?? null,
        marketplacePricePerDay: room.marketplacePricePerDay ?? null,
        quantity: room.quantity!,
        amenities: room.amenities ?? [],
        capacity: room.capacity!,
        maxReservationMinutes: room.maxReservationMinutes ?? DEFAULT_MAX_RESERVATION_MINUTES,
        pictureUrls: room.pictureUrls ?? [],
        autoApproveReservations: room.autoApproveReservations,
      }),
    );
  }
}

/** Re-names the field errors of a catalogue upsert after the application's field (`locations[0].address.zipCode`). */
export async function withFieldPrefix<T>(prefix: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof BadInputError) {
      const errors: FieldErrors = {};
      for (const [field, messages] of Object.entries(error.fieldErrors)) errors[`${prefix}.${field}`] = messages;
      throw new BadInputError(errors);
    }
    throw error;
  }
}
