import { Field, ID, InputType } from 'type-graphql';
import { PageInput } from '../../kernel/paging';
import { EmployerContactInput } from '../contact/employer-contact';

@InputType('AddEmployerUserRoleInput')
export class AddEmployerUserRoleInput {
  @Field(() => EmployerContactInput)
  contact!: EmployerContactInput;

  @Field()
  role!: string;

  @Field(() => ID)
  employerId!: string;
}

@InputType('RemoveEmployerUserRoleInput')
export class RemoveEmployerUserRoleInput {
  @Field({ description: "The admin's email." })
  email!: string;

  @Field()
  role!: string;

  @Field(() => ID)
  employerId!: string;
}

@InputType('GetEmployerUsersWithRoleInput')
export class GetEmployerUsersWithRoleInput extends PageInput {
  @Field({ description: 'The employer id (its tenant id).' })
  tenantId!: string;

  @Field()
  role!: string;
}
