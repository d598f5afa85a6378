import { anyone, platformAdmin, signedIn, type PermissionTable } from '../kernel/policy';

/** Who may call each onboarding operation (docs/decisions.md#who-may-do-what); tenant rules are enforced in the services. */
export const onboardingPermissions: PermissionTable = {
  // Workspace applications
  createWorkspaceApplication: anyone('Anyone, even anonymous (the public inquiry form); the contact becomes the owner', { rest: ['POST /Application/create'] }),
  workspaceApplications: signedIn('Platform Admin: all; others: the applications they own and those of workspaces they administer', { rest: ['POST /Application'] }),
  workspaceApplication: signedIn('The owner, an Admin of the workspace it became, or the Platform Admin; null for anyone else'),
  updateWorkspaceApplication: signedIn('The owner or the Platform Admin, in Inquiry or Pending (others: 404)', { rest: ['PUT /Application/{id}'] }),
  submitWorkspaceApplication: signedIn('The owner or the Platform Admin, in Pending (others: 404)', { rest: ['PUT /Application/{id}/submit'] }),
  approveWorkspaceApplicationInquiry: platformAdmin('Platform Admin only', { rest: ['PUT /Application/approve-inquiry'] }),
  denyWorkspaceApplication: platformAdmin('Platform Admin only', { rest: ['PUT /Application/deny'] }),
  approveWorkspaceApplication: platformAdmin('Platform Admin only', { rest: ['PUT /Application/approve'] }),
  inviteWorkspace: platformAdmin('Platform Admin only', { rest: ['POST /Application/invite'] }),
  sendWorkspaceApplicationReminder: platformAdmin('Platform Admin only; at most one per application per 24 h', { rest: ['POST /Application/remind'] }),
  // Member applications and members
  memberApplications: signedIn("Platform Admin: all; a workspace's Admin: its workspace's; a user: their own", { rest: ['POST /MemberApplication'] }),
  memberApplication: signedIn('The applicant, an Admin of the workspace, or the Platform Admin; null for anyone else'),
  createMemberApplication: signedIn('A user for themself; an Admin of the workspace for any user', { rest: ['POST /MemberApplication/create'] }),
  updateMemberApplication: signedIn('The applicant (requestedActivationDate, locationId) or an Admin of the workspace (also activationDate)', { rest: ['PUT /MemberApplication/{id}'] }),
  approveMemberApplicationRequest: signedIn('An Admin of the workspace', { rest: ['POST /MemberApplication/{id}/approve-request'] }),
  submitMemberApplication: signedIn('The applicant', { rest: ['POST /MemberApplication/{id}/submit'] }),
  approveMemberApplication: signedIn('An Admin of the workspace', { rest: ['POST /MemberApplication/{id}/approve'] }),
  denyMemberApplication: signedIn('An Admin of the workspace', { rest: ['POST /MemberApplication/{id}/deny'] }),
  workspaceMembers: signedIn("Platform Admin: all; a workspace's Admin: its workspace's; a user: their own memberships", { rest: ['POST /WorkspaceMember'] }),
  workspaceMember: signedIn('The member, an Admin of the workspace, or the Platform Admin; null for anyone else'),
  // User-location links
  userLocations: signedIn("Platform Admin: all; a workspace's Admin: its workspace's; a user: their own links", { rest: ['POST /UserLocation'] }),
  userLocation: signedIn('The linked user, an Admin of the workspace, or the Platform Admin; null for anyone else'),
  createUserLocation: signedIn('An Admin of the workspace', { rest: ['POST /UserLocation/create'] }),
  deleteUserLocation: signedIn("An Admin of the link's workspace", { rest: ['DELETE /UserLocation/{id}'] }),
  // Workspaces
  myWorkspace: signedIn("The caller's workspace: the token's tenant, else the single workspace they administer", { rest: ['GET /Workspace/my'] }),
  workspaces: signedIn('Platform Admin: all; others: the workspaces they administer or are members of', { rest: ['POST /Workspace'] }),
  workspace: signedIn('Its Admins and members, any signed-in user while it has an active location, the Platform Admin; null for anyone else'),
  updateWorkspace: signedIn('An Admin of the workspace or the Platform Admin', { rest: ['PUT /Workspace/{id}'] }),
  // Roles within a workspace
  addWorkspaceUserRole: signedIn('The Platform Admin or an Admin of that workspace', { rest: ['POST /Admin/role'] }),
  removeWorkspaceUserRole: signedIn('The Platform Admin or an Admin of that workspace', { rest: ['DELETE /Admin/role'] }),
  workspaceUsersWithRole: signedIn('The Platform Admin or an Admin of that tenant', { rest: ['GET /Admin/{tenantId}/role/{role}'] }),
};
