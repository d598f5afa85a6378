import { auditTenant } from '../kernel/audit/audit-trail';
import type { DomainModule } from '../kernel/module';
import { WorkspaceAdminResolver } from './admin/workspace-admin.resolver';
import { WorkspaceApplication } from './application/application.entity';
import { UserWorkspaceApplicationsEdge, WorkspaceApplicationEdge, WorkspaceApplicationResolver } from './application/application.resolver';
import { workspaceApplicationMachine } from './application/application.states';
import { MemberApplication } from './member/member-application.entity';
import { memberApplicationMachine } from './member/member-application.states';
import { MemberResolver, UserMembershipsEdge, WorkspaceMemberEdges, WorkspaceMembersEdges } from './member/member.resolver';
import { WorkspaceMember } from './member/workspace-member.entity';
import { onboardingPermissions } from './onboarding.permissions';
import { onboardingRoutes } from './onboarding.routes';
import { UserLocation } from './user-location/user-location.entity';
import { TenantWorkspaceEdge, WorkspaceTenantEdge } from './workspace/workspace-tenant.resolver';
import { UserLocationResolver, UserLocationsEdge } from './user-location/user-location.resolver';
import { WorkspaceResolver } from './workspace/workspace.resolver';

/** Workspace onboarding and membership: applications, workspaces, admins, members, user-locations. */
export const onboardingModule: DomainModule = {
  name: 'workspaces onboarding',
  entities: [WorkspaceApplication, MemberApplication, WorkspaceMember, UserLocation],
  resolvers: [
    WorkspaceApplicationResolver,
    WorkspaceApplicationEdge,
    MemberResolver,
    WorkspaceMemberEdges,
    WorkspaceMembersEdges,
    UserMembershipsEdge,
    UserLocationResolver,
    UserLocationsEdge,
    WorkspaceResolver,
    WorkspaceTenantEdge,
    TenantWorkspaceEdge,
    UserWorkspaceApplicationsEdge,
    WorkspaceAdminResolver,
  ],
  permissions: onboardingPermissions,
  restRoutes: onboardingRoutes,
  audit: {
    tenants: [
      auditTenant(WorkspaceApplication, 'workspaceId'),
      auditTenant(MemberApplication, 'workspaceId'),
      auditTenant(WorkspaceMember, 'workspaceId'),
      auditTenant(UserLocation, 'workspaceId'),
    ],
  },
  stateMachines: [workspaceApplicationMachine, memberApplicationMachine],
};
