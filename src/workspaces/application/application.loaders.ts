import { recordsById, type RecordType } from '../../kernel/records';
import { ownOrAdministered } from '../../kernel/visibility';
import { WorkspaceApplication } from './application.entity';

/** Workspace applications: the owner, an Admin of the workspace it became, the Platform Admin. */
export const WORKSPACE_APPLICATION: RecordType<WorkspaceApplication> = {
  entity: WorkspaceApplication,
  table: 'workspace_application',
  visibility: (ctx, alias) => ownOrAdministered(ctx, `${alias}.owner_id`, `${alias}.workspace_id`),
};

export const workspaceApplicationById = recordsById(WORKSPACE_APPLICATION);
