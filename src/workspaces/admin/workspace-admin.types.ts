import { InputType } from 'type-graphql';
import { Required } from '../../kernel/field-decorators';
import { PageInput } from '../../kernel/paging';
import { ContactInput } from '../../identity/contact/contact';
import { ROLE_NAME_RULE } from '../../identity/user/user.service';

/** AddUserRole (workspaces): `POST /Admin/role`. */
@InputType('AddWorkspaceUserRoleInput', { description: "A role to grant in a workspace's tenant (AddUserRole)." })
export class AddWorkspaceUserRoleInput {
  @Required(
    ContactInput,
    'The user to grant the role to, by email; created without a password (and mailed a password-setup code) when new.',
  )
  contact!: ContactInput;

  @Required(`The role name (\`Admin\`, or any other name: ${ROLE_NAME_RULE}).`)
  role!: string;

  @Required('The workspace whose tenant the role is in.')
  workspaceId!: string;
}

/** RemoveUserRole (workspaces): `DELETE /Admin/role`. */
@InputType('RemoveWorkspaceUserRoleInput', { description: "A role to revoke in a workspace's tenant (RemoveUserRole)." })
export class RemoveWorkspaceUserRoleInput {
  @Required('The email of the user holding the role.')
  email!: string;

  @Required('The role name.')
  role!: string;

  @Required('The workspace whose tenant the role is in.')
  workspaceId!: string;
}

/** GetUsersWithRole (workspaces): `GET /Admin/{tenantId}/role/{role}`, paged (`Offset`, `Limit` query parameters). */
@InputType('GetWorkspaceUsersWithRoleInput', { description: 'The tenant and role of GetUsersWithRole (workspaces), and the page.' })
export class GetWorkspaceUsersWithRoleInput extends PageInput {
  @Required('The tenant id (a workspace id).')
  tenantId!: string;

  @Required('The role name, e.g. `Admin`.')
  role!: string;
}
