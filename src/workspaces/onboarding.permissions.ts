import { anyone, platformAdmin, signedIn, type PermissionTable } from '../kernel/policy';

/** Who may call each onboarding operation (docs/decisions.md#who-may-do-what); tenant rules are enforced in the services. */
export const onboardingPermissions: PermissionTable = {
  // Workspace applications
  createWorkspaceApplication: anyone('Anyone, even anonymous (the public inquiry form); the contact becomes the owner'),
  workspaceApplications: signedIn('Platform Admin: all; others: the applications they own and those of workspaces they administer'),
  workspaceApplication: signedIn('The owner, an Admin of the workspace it became, or the Platform Admin; null for anyone else'),
  updateWorkspaceApplication: signedIn('The owner or the Platform Admin, in Inquiry or Pending (others: 404)'),
  submitWorkspaceApplication: signedIn('The owner or the Platform Admin, in Pending (others: 404)'),
  approveWorkspaceApplicationInquiry: platformAdmin('Platform Admin only'),
  denyWorkspaceApplication: platformAdmin('Platform Admin only'),
  approveWorkspaceApplication: platformAdmin('Platform Admin only'),
  inviteWorkspace: platformAdmin('Platform Admin only'),
  sendWorkspaceApplicationReminder: platformAdmin('Platform Admin only; at most one per application per 24 h'),
  // Member applications and members
  memberApplications: signedIn("Platform Admin: all; a workspace's Admin: its workspace's; a user: their own"),
  workspaceApplicationChanged: signedIn('The changes of the applications the caller may read (as workspaceApplication)'),
  workspaceMemberChanged: signedIn('The changes of the workspace members the caller may read (as workspaceMember)'),
  memberApplicationChanged: signedIn('The changes of the member applications the caller may read (as memberApplication)'),
  memberApplication: signedIn('The applicant, an Admin of the workspace, or the Platform Admin; null for anyone else'),
  createMemberApplication: signedIn('A user for themself; an Admin of the workspace for any user'),
  updateMemberApplication: signedIn(
    'The applicant (requestedActivationDate, locationId) or an Admin of the workspace (also activationDate)',
  ),
  approveMemberApplicationRequest: signedIn('An Admin of the workspace'),
  submitMemberApplication: signedIn('The applicant'),
  approveMemberApplication: signedIn('An Admin of the workspace'),
  denyMemberApplication: signedIn('An Admin of the workspace'),
  workspaceMembers: signedIn("Platform Admin: all; a workspace's Admin: its workspace's; a user: their own memberships"),
  workspaceMember: signedIn('The member, an Admin of the workspace, or the Platform Admin; null for anyone else'),
  // User-location links
  userLocations: signedIn("Platform Admin: all; a workspace's Admin: its workspace's; a user: their own links"),
  userLocation: signedIn('The linked user, an Admin of the workspace, or the Platform Admin; null for anyone else'),
  createUserLocation: signedIn('An Admin of the workspace'),
  deleteUserLocation: signedIn("An Admin of the link's workspace"),
  // Workspaces
  myWorkspace: signedIn("The caller's workspace: the token's tenant, else the single workspace they administer"),
  workspaces: signedIn('Platform Admin: all; others: the workspaces they administer or are members of'),
  workspace: signedIn(
    'Its Admins and members, any signed-in user while it has an active location, the Platform Admin; null for anyone else',
  ),
  updateWorkspace: signedIn('An Admin of the workspace or the Platform Admin'),
  // Roles within a workspace
  addWorkspaceUserRole: signedIn('The Platform Admin or an Admin of that workspace'),
  removeWorkspaceUserRole: signedIn('The Platform Admin or an Admin of that workspace'),
  workspaceUsersWithRole: signedIn('The Platform Admin or an Admin of that tenant'),
};
