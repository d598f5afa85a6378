import { Entity, Index, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { ApplicationRecord, type ApplicationStatus } from '../../applications/application-record';
import { Column } from '../../kernel/columns';
import { defineGraphEnum } from '../../kernel/graph-enum';
import { ApplicationLocation } from './application-location.types';

/** The GraphQL enum of APPLICATION_STATUSES (`WorkspaceApplicationStatus`; the REST face shows the same values as `status`). */
export const ApplicationStatusEnum = defineGraphEnum<ApplicationStatus>(
  'WorkspaceApplicationStatus',
  "Where a workspace application stands (the workspaces document's ApplicationStatus).",
  {
    Inquiry: 'Filed through the public inquiry form; waits for the Platform Admin to let the operator continue.',
    Pending: 'The operator may fill in and submit its locations and rooms (also the state of an invited operator).',
    Submitted: 'Complete and validated; waits for the Platform Admin to approve or deny it.',
    Approved: 'Approved: the workspace, its locations and rooms exist, and the owner is its Admin.',
    Denied: 'Refused by the Platform Admin; final.',
  },
);

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
  @Column.enum(ApplicationStatusEnum, 'Where the application stands.') status!: ApplicationStatus;
  /** The operator's description of its places (a draft until submit validates it). */
  @Column.json(
    () => [ApplicationLocation],
    'The locations and rooms the operator describes (a draft until submit validates it); null until given.',
    { nullable: true },
  )
  locations: ApplicationLocation[] | null = null;
  /** Set by approve. */
  @Column.uuid('The id of the workspace created by approval; null before. See `workspace`.', { nullable: true }) workspaceId:
    string | null = null;
  @Column.boolean('True when the Platform Admin invited the operator (InviteWorkspace) rather than it filing an inquiry.')
  wasInvited: Opt<boolean> = false;
}
