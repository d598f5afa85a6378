import { InputType, Int, ObjectType } from 'type-graphql';
import { Required } from '../../kernel/field-decorators';
import { PageInput, PagedResponse } from '../../kernel/paging';
import { User } from './user.entity';
import { CLAIM_TYPE_MAX, CLAIM_VALUE_MAX } from '../claim/user-claim.entity';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, MIN_PASSWORD_SCORE } from '../password/password-policy';

@InputType('SignUpInput', { description: 'A new account with a password.' })
export class SignUpInput {
  @Required('The sign-in email; must not be registered yet.')
  email!: string;

  @Required(
    `The password: ${MIN_PASSWORD_LENGTH} to ${MAX_PASSWORD_LENGTH} characters, not the email, and hard to guess ` +
      `(a zxcvbn strength score of at least ${MIN_PASSWORD_SCORE} of 4: no common password, word with predictable substitutions, keyboard walk or date).`,
  )
  password!: string;
}

@InputType('CreateUserInput', { description: 'A new account without a password; its owner chooses one with the mailed code.' })
export class CreateUserInput {
  @Required('The email of the new account; must not be registered yet.')
  email!: string;
}

/** A role in one tenant: what UserRoleInput grants or revokes and GetUsersWithRoleInput lists the holders of. */
@InputType()
abstract class TenantRoleInput {
  @Required('The role name, case-sensitive (e.g. `Admin`).')
  role!: string;

  @Required('The tenant, by its tenantId (not its id).')
  tenantId!: string;
}

@InputType('UserRoleInput', { description: 'A role of a user within a tenant, to grant or revoke.' })
export class UserRoleInput extends TenantRoleInput {
  @Required('The user, by email.')
  email!: string;
}

@InputType('AddUserClaimInput', { description: 'A claim to add to a user.' })
export class AddUserClaimInput {
  @Required('The user, by email.')
  email!: string;

  @Required(`The claim type (up to ${CLAIM_TYPE_MAX} characters), e.g. \`department\`.`)
  type!: string;

  @Required(`The claim value (up to ${CLAIM_VALUE_MAX} characters), e.g. \`finance\`.`)
  value!: string;
}

@InputType('GetUsersWithRoleInput', { description: 'A page of the users holding one role in one tenant.' })
export class GetUsersWithRoleInput extends TenantRoleInput {
  @Required(Int, 'How many matches to skip (>= 0).')
  offset!: number;

  @Required(Int, 'How many matches to return (1 to the configured maximum, 100 by default).')
  limit!: number;
}

@InputType('SuspendUserInput', { description: 'The user to suspend or unsuspend.' })
export class SuspendUserInput {
  @Required('The user to suspend (or unsuspend).')
  email!: string;
}

@ObjectType('GetApiKeyResponse', { description: "The caller's API key." })
export class GetApiKeyResponse {
  @Required('The key, to send as the `Api-Key` header instead of a bearer token.')
  apiKey!: string;
}

export const UserIPagedResponse = PagedResponse(User, 'UserIPagedResponse');

@InputType('GetUsersInput', { description: 'A page of all users.' })
export class GetUsersInput extends PageInput {}
