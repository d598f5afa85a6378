import { applicationResolvers } from '../../applications/application-resolvers';
import { Workspace } from '../workspace/workspace.entity';
import { workspaceById } from '../workspace/workspace.loaders';
import { WorkspaceApplication } from './application.entity';
import { approvedApplicationsOfWorkspace, workspaceApplicationById, workspaceApplicationsOfOwner } from './application.loaders';
import { workspaceApplicationFlow } from './application.service';
import {
  CreateWorkspaceApplicationInput,
  GetWorkspaceApplicationsInput,
  WorkspaceApplicationContentInput,
  WorkspaceApplicationIdInput,
  WorkspaceApplicationIPagedResponse,
} from './application.types';

/** The workspace application operations (one mutation per transition), `Workspace.application` and `User.workspaceApplications`. */
export const {
  resolver: WorkspaceApplicationResolver,
  approvedEdge: WorkspaceApplicationEdge,
  ownerEdge: UserWorkspaceApplicationsEdge,
} = applicationResolvers('Workspace', workspaceApplicationFlow, {
  types: {
    application: () => WorkspaceApplication,
    page: () => WorkspaceApplicationIPagedResponse,
    listInput: () => GetWorkspaceApplicationsInput,
    createInput: () => CreateWorkspaceApplicationInput,
    updateInput: () => WorkspaceApplicationContentInput,
  },
  loaders: { byId: workspaceApplicationById, ofOwner: workspaceApplicationsOfOwner, approvedOf: approvedApplicationsOfWorkspace },
  approved: { type: () => Workspace, key: 'workspaceId', loader: workspaceById },
  idType: () => String,
  transitionInput: () => WorkspaceApplicationIdInput,
  submitWithContent: { id: 'The application to submit.', input: 'The final content (validated: at least one complete location).' },
  invite: {
    description: 'InviteWorkspace (Platform Admin): an application in status Pending, with an invitation mail to the contact.',
    input: 'The invited operator: name, description, contact.',
  },
  descriptions: {
    list: 'GetApplications (workspaces): the Platform Admin sees all; others the applications they own and those of the workspaces they administer; newest first.',
    byId: 'A workspace application by id; null when it does not exist or the caller may not see it (only its owner, the Admins of the workspace it became and the Platform Admin do).',
    create:
      'CreateApplication (workspaces): the public inquiry, open to anonymous callers; status Inquiry. The user of the contact email becomes the owner.',
    createInput: 'The inquiry form.',
    update: 'UpdateApplication (workspaces): the owner or the Platform Admin replaces the content, in Inquiry or Pending.',
    updateInput: 'The new content.',
    submit: 'SubmitApplication (workspaces): replaces the content, validates it, Pending to Submitted.',
    approveInquiry: 'ApproveApplicationInquiry (workspaces, Platform Admin): Inquiry to Pending; mails the owner.',
    deny: 'DenyApplication (workspaces, Platform Admin): Inquiry, Pending or Submitted to Denied; mails the owner.',
    approve:
      'ApproveApplication (workspaces, Platform Admin): Submitted to Approved; creates and answers the Workspace, its locations and rooms, and makes the owner its Admin.',
    remind:
      'SendApplicationReminder (workspaces, Platform Admin): mails the owner of an Inquiry or Pending application; at most one per application per 24 h.',
    transitionArg: 'The application.',
    owner: 'The user who owns the application (the user of the contact email); null when there is none.',
    approved: 'The workspace the application became on approval; null before approval or when the caller may not see it.',
    approvedApplication:
      "The Approved workspace application the workspace was created from; null when there is none or the caller may not see it (only its owner, the workspace's Admins and the Platform Admin do).",
    ownedApplications:
      'The workspace applications the user owns, newest first, as far as the caller may read them (the owner all; an Admin those of their workspace).',
  },
});
