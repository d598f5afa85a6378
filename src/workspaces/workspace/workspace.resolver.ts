import { adminsOfTenant } from '../../identity/user/user.loaders';
import { UserIPagedResponse } from '../../identity/user/user.types';
import { arg, byIdQuery, graphResolver, idArg, listQuery, mutation, pagedEdge, query } from '../../kernel/resolver-builders';
import { Workspace } from './workspace.entity';
import { workspaceById } from './workspace.loaders';
import { listWorkspaces, myWorkspace, updateWorkspace } from './workspace.service';
import { GetWorkspacesInput, UpdateWorkspaceInput, WorkspaceIPagedResponse } from './workspace.types';

export const WorkspaceResolver = graphResolver(() => Workspace, {
  myWorkspace: query({
    type: () => Workspace,
    description:
      "GetWorkspace (/Workspace/my): the caller's workspace: the one the token is scoped to (tenant-id at sign-in), else the single workspace the caller administers.",
    args: [],
    run: myWorkspace,
  }),
  workspaces: listQuery({
    type: () => WorkspaceIPagedResponse,
    input: () => GetWorkspacesInput,
    list: listWorkspaces,
    description: 'GetWorkspaces: the Platform Admin sees all; others the workspaces they administer or are members of; newest first.',
  }),
  workspace: byIdQuery({
    type: () => Workspace,
    loader: workspaceById,
    description:
      'A workspace by id; null when it does not exist or the caller may not see it (a workspace the caller neither administers nor belongs to, without an active location).',
    idDescription: 'The workspace id.',
  }),
  updateWorkspace: mutation({
    type: () => Workspace,
    description: 'UpdateWorkspace (logoUrl): an Admin of the workspace or the Platform Admin.',
    args: [idArg('The workspace to update.'), arg('input', () => UpdateWorkspaceInput, 'The new values.')],
    run: updateWorkspace,
  }),
  admins: pagedEdge({
    type: () => UserIPagedResponse,
    loader: adminsOfTenant,
    description:
      "The users holding the `Admin` role in the workspace, newest first, as far as the caller may read users: the workspace's Admins and the Platform Admin see them all; anyone else only themself and the users of tenants they administer.",
  }),
});
