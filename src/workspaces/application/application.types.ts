import { Field, InputType } from 'type-graphql';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { ApplicationStatusEnum, WorkspaceApplication, type ApplicationStatus } from './application.entity';
import { ApplicationLocationInput, WorkspaceContactInput } from './application-location.types';

/** CreateApplication and InviteWorkspace: the public inquiry form. */
@InputType('CreateWorkspaceApplicationInput')
export class CreateWorkspaceApplicationInput {
  @Field()
  name!: string;

  @Field(() => WorkspaceContactInput)
  contact!: WorkspaceContactInput;

  @Field()
  description!: string;
}

/** UpdateApplication and SubmitApplication: replaces the content (locations only when given). */
@InputType('WorkspaceApplicationContentInput')
export class WorkspaceApplicationContentInput {
  @Field()
  name!: string;

  @Field()
  description!: string;

  @Field(() => [ApplicationLocationInput], { nullable: true, description: 'Replaces the locations when given; left as they are when omitted.' })
  locations?: ApplicationLocationInput[] | null;
}

/** The body of approve-inquiry, deny, approve and remind. */
@InputType('WorkspaceApplicationIdInput')
export class WorkspaceApplicationIdInput {
  @Field()
  applicationId!: string;
}

@InputType('GetWorkspaceApplicationsInput')
export class GetWorkspaceApplicationsInput extends PageInput {
  @Field(() => [String], { nullable: true })
  ids?: string[] | null;

  @Field(() => [String], { nullable: true })
  ownerIds?: string[] | null;

  @Field(() => [ApplicationStatusEnum], { nullable: true })
  statuses?: ApplicationStatus[] | null;
}

export const WorkspaceApplicationIPagedResponse = PagedResponse(WorkspaceApplication, 'WorkspaceApplicationIPagedResponse');
