import { ID, InputType } from 'type-graphql';
import { Required } from '../../kernel/field-decorators';
import { PageInput } from '../../kernel/paging';
import { ContactInput } from '../../identity/contact/contact';
import { ROLE_NAME_RULE } from '../../identity/user/user.service';

@InputType('AddEmployerUserRoleInput', { description: "AddUserRole (employers): grants a role in the employer's tenant." })
export class AddEmployerUserRoleInput {
  @Required(ContactInput, 'Who gets the role; their user is found by email, or created (without a password) when new.')
  contact!: ContactInput;

  @Required(`The role name (\`Admin\` carries the built-in rights; ${ROLE_NAME_RULE}).`)
  role!: string;

  @Required(ID, 'The employer (its id is its tenant id).')
  employerId!: string;
}

@InputType('RemoveEmployerUserRoleInput', { description: "RemoveUserRole (employers): revokes a role in the employer's tenant." })
export class RemoveEmployerUserRoleInput {
  @Required("The admin's email.")
  email!: string;

  @Required('The role name to revoke.')
  role!: string;

  @Required(ID, 'The employer (its id is its tenant id).')
  employerId!: string;
}

@InputType('GetEmployerUsersWithRoleInput', { description: 'GetUsersWithRole (employers): the employer, the role and the page.' })
export class GetEmployerUsersWithRoleInput extends PageInput {
  @Required('The employer id (its tenant id).')
  tenantId!: string;

  @Required('The role name (e.g. `Admin`).')
  role!: string;
}
