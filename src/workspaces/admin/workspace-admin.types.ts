import { Field, InputType } from 'type-graphql';
import { PageInput } from '../../kernel/paging';
import { WorkspaceContactInput } from '../application/application-location.types';

/** AddUserRole (workspaces): `POST /Admin/role`. */
@InputType('AddWorkspaceUserRoleInput')
export class AddWorkspaceUserRoleInput {
  @Field(() => WorkspaceContactInput) contact!: WorkspaceContactInput;
  @Field({ description: 'The role name (`Admin`, or any other name).' }) role!: string;
  @Field() workspaceId!: string;
}

/** RemoveUserRole (workspaces): `DELETE /Admin/role`. */
@InputType('RemoveWorkspaceUserRoleInput')
export class RemoveWorkspaceUserRoleInput {
  @Field() email!: string;
  @Field() role!: string;
  @Field() workspaceId!: string;
}

/** GetUsersWithRole (workspaces): `GET /Admin/{tenantId}/role/{role}`, paged (`Offset`, `Limit` query parameters). */
@InputType('GetWorkspaceUsersWithRoleInput')
export class GetWorkspaceUsersWithRoleInput extends PageInput {
  @Field() tenantId!: string;
  @Field() role!: string;
}
