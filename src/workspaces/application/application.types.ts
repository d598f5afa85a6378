import { InputType } from 'type-graphql';
import { Optional, Required } from '../../kernel/field-decorators';
import { PagedResponse } from '../../kernel/paging';
import { ApplicationFiltersInput } from '../../applications/application-filters.types';
import { APPLICATION_DESCRIPTION_MAX } from '../../applications/application-record';
import { ContactInput } from '../../identity/contact/contact';
import { TENANT_NAME_MAX } from '../../identity/tenant/tenant.service';
import { ApplicationStatusEnum, WorkspaceApplication } from './application.entity';
import { MAX_LOCATIONS, MAX_ROOMS_PER_LOCATION } from './application-content';
import { ApplicationLocation } from './application-location.types';

/**
 * The operator's name and description: the inquiry form and the content both carry them
 * (applications/application-flow.ts readNameAndDescription).
 */
@InputType()
abstract class WorkspaceApplicationNameInput {
  @Required(`The operator's name (not blank, at most ${TENANT_NAME_MAX} characters); becomes the workspace name on approval.`)
  name!: string;

  @Required(
    `The operator's description of itself (not blank, at most ${APPLICATION_DESCRIPTION_MAX} characters; tab and line breaks allowed).`,
  )
  description!: string;
}

/** CreateApplication and InviteWorkspace: the public inquiry form. */
@InputType('CreateWorkspaceApplicationInput', {
  description: 'The public inquiry form (CreateApplication) and the invitation (InviteWorkspace).',
})
export class CreateWorkspaceApplicationInput extends WorkspaceApplicationNameInput {
  @Required(ContactInput, 'The contact person; the user of this email becomes the owner (created without a password when new).')
  contact!: ContactInput;
}

/** UpdateApplication and SubmitApplication: replaces the content (locations only when given). */
@InputType('WorkspaceApplicationContentInput', {
  description: 'The content of an application (UpdateApplication, SubmitApplication); replaces what is there.',
})
export class WorkspaceApplicationContentInput extends WorkspaceApplicationNameInput {
  @Optional(
    [ApplicationLocation],
    `Replaces the locations when given (at most ${MAX_LOCATIONS}, each with at most ${MAX_ROOMS_PER_LOCATION} rooms; every value follows the catalogue's rule for it, as UpsertLocation and UpsertRoom); left as they are when omitted.`,
  )
  locations?: ApplicationLocation[] | null;
}

/** The body of approve-inquiry, deny, approve and remind. */
@InputType('WorkspaceApplicationIdInput', { description: 'The application a Platform Admin transition acts on.' })
export class WorkspaceApplicationIdInput {
  @Required('The workspace application id.')
  applicationId!: string;
}

@InputType('GetWorkspaceApplicationsInput', {
  description: 'Filters and page of GetApplications (workspaces); every filter is optional and they combine.',
})
export class GetWorkspaceApplicationsInput extends ApplicationFiltersInput(String, ApplicationStatusEnum, {
  ids: 'Only these applications (ids); null or empty: no filter.',
  ownerIds: 'Only the applications of these owners (user ids); null or empty: no filter.',
  statuses: 'Only applications in these statuses; null or empty: no filter.',
}) {}

export const WorkspaceApplicationIPagedResponse = PagedResponse(WorkspaceApplication, 'WorkspaceApplicationIPagedResponse');
