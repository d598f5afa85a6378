import { Entity, Enum, Index, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { APPLICATION_STATUSES, ApplicationRecord, type ApplicationStatus } from '../../applications/application-record';
import { ApplicationLocation } from './application-location.types';

/** The GraphQL enum (`WorkspaceApplicationStatus`; the REST face shows the same values as `status`). */
export const ApplicationStatusEnum = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, s])) as { [K in ApplicationStatus]: K };
registerEnumType(ApplicationStatusEnum, {
  name: 'WorkspaceApplicationStatus',
  description: "Where a workspace application stands (the workspaces document's ApplicationStatus).",
  valuesConfig: {
    Inquiry: { description: 'Filed through the public inquiry form; waits for the Platform Admin to let the operator continue.' },
    Pending: { description: 'The operator may fill in and submit its locations and rooms (also the state of an invited operator).' },
    Submitted: { description: 'Complete and validated; waits for the Platform Admin to approve or deny it.' },
    Approved: { description: 'Approved: the workspace, its locations and rooms exist, and the owner is its Admin.' },
    Denied: { description: 'Refused by the Platform Admin; final.' },
  },
});

/**
 * A workspace operator's application, from the public inquiry to the approved workspace
 * (transition table: application.states.ts). The operator describes its locations and rooms in it.
 */
@ObjectType('WorkspaceApplication', {
  description:
    "An operator's application to become a workspace, from the public inquiry to approval (the workspaces document's Application). Visible to its owner, the Admins of the workspace it became and the Platform Admin.",
})
@Entity({ tableName: 'workspace_application' })
@Index({ properties: ['ownerId'] })
export class WorkspaceApplication extends ApplicationRecord {
  @Field(() => ApplicationStatusEnum, { description: 'Where the application stands.' })
  @Enum({ items: [...APPLICATION_STATUSES], type: 'text' })
  status!: ApplicationStatus;

  /** The operator's description of its places (a draft until submit validates it). */
  @Field(() => [ApplicationLocation], { nullable: true, description: 'The locations and rooms the operator describes (a draft until submit validates it); null until given.' })
  @Property({ type: 'json', nullable: true })
  locations: ApplicationLocation[] | null = null;

  /** Set by approve. */
  @Field(() => String, { nullable: true, description: 'The id of the workspace created by approval; null before. See `workspace`.' })
  @Property({ type: 'uuid', nullable: true })
  workspaceId: string | null = null;

  @Field(() => Boolean, { description: 'True when the Platform Admin invited the operator (InviteWorkspace) rather than it filing an inquiry.' })
  @Property({ type: 'boolean' })
  wasInvited: Opt<boolean> = false;
}
