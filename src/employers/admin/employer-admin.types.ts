import { Field, ID, InputType } from 'type-graphql';
import { PageInput } from '../../kernel/paging';
import { ContactInput } from '../../identity/contact/contact';
import { ROLE_NAME_RULE } from '../../identity/user/user.service';

@InputType('AddEmployerUserRoleInput', { description: "AddUserRole (employers): grants a role in the employer's tenant." })
export class AddEmployerUserRoleInput {
  @Field(() => ContactInput, { description: 'Who gets the role; their user is found by email, or created (without a password) when new.' })
  contact!: ContactInput;

  @Field({ description: `The role name (\`Admin\` carries the built-in rights; ${ROLE_NAME_RULE}).` })
  role!: string;

  @Field(() => ID, { description: 'The employer (its id is its tenant id).' })
  employerId!: string;
}

@InputType('RemoveEmployerUserRoleInput', { description: "RemoveUserRole (employers): revokes a role in the employer's tenant." })
export class RemoveEmployerUserRoleInput {
  @Field({ description: "The admin's email." })
  email!: string;

  @Field({ description: 'The role name to revoke.' })
  role!: string;

  @Field(() => ID, { description: 'The employer (its id is its tenant id).' })
  employerId!: string;
}

@InputType('GetEmployerUsersWithRoleInput', { description: "GetUsersWithRole (employers): the employer, the role and the page." })
export class GetEmployerUsersWithRoleInput extends PageInput {
  @Field({ description: 'The employer id (its tenant id).' })
  tenantId!: string;

  @Field({ description: 'The role name (e.g. `Admin`).' })
  role!: string;
}
