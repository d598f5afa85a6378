/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
};

export type GetUsersInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
};

export type LoginResponse = {
  access_token: Scalars['String']['output'];
  /** Seconds until the access token expires. */
  expires_in: Scalars['Int']['output'];
  refresh_token: Scalars['String']['output'];
};

export type Mutation = {
  /** Grants a role to a user within a tenant. */
  addUserRole: Scalars['Boolean']['output'];
  /** Creates an account without a password (Platform Admin). */
  createUser: User;
  /** Revokes a role of a user within a tenant. */
  removeUserRole: Scalars['Boolean']['output'];
  /** Creates an account with a password (emailConfirmed false). */
  signUp: User;
  /** Exchanges credentials (password grant) or a refresh token for an access and a refresh token. */
  token: LoginResponse;
};


export type MutationAddUserRoleArgs = {
  input: UserRoleInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationRemoveUserRoleArgs = {
  input: UserRoleInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationTokenArgs = {
  input: TokenInput;
};

export type PagedRequest = {
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
};

export type Query = {
  /** The signed-in caller. */
  me: User;
  /** All users, newest first (Platform Admin). */
  users: UserIPagedResponse;
};


export type QueryUsersArgs = {
  input?: InputMaybe<GetUsersInput>;
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type TokenInput = {
  /** `password` or `refresh_token`. */
  grantType?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
  refreshToken?: InputMaybe<Scalars['String']['input']>;
  /** Scopes the token to one tenant (the REST `tenant-id` header). */
  tenantId?: InputMaybe<Scalars['String']['input']>;
  /** The email (password grant). */
  username?: InputMaybe<Scalars['String']['input']>;
};

export type User = {
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  emailConfirmed: Scalars['Boolean']['output'];
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isSuspended: Scalars['Boolean']['output'];
  lastName: Scalars['String']['output'];
  pictureUrl?: Maybe<Scalars['String']['output']>;
};

export type UserIPagedResponse = {
  data: Array<User>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type UserRoleInput = {
  email: Scalars['String']['input'];
  role: Scalars['String']['input'];
  tenantId: Scalars['String']['input'];
};

export type GetUsersInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
};

export type SignUpInput = {
  email: string;
  password: string;
};

export type KernelUsersQueryVariables = Exact<{
  input?: GetUsersInput | null | undefined;
}>;


export type KernelUsersQuery = { users: { totalCount: number, data: Array<{ id: string, email: string, isSuspended: boolean }>, pagedRequest: { offset: number, limit: number } } };

export type KernelMeQueryVariables = Exact<{ [key: string]: never; }>;


export type KernelMeQuery = { me: { id: string, email: string } };

export type KernelSignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type KernelSignUpMutation = { signUp: { id: string, email: string, emailConfirmed: boolean } };


export const KernelUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KernelUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<KernelUsersQuery, KernelUsersQueryVariables>;
export const KernelMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KernelMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<KernelMeQuery, KernelMeQueryVariables>;
export const KernelSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KernelSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}}]}}]}}]} as unknown as DocumentNode<KernelSignUpMutation, KernelSignUpMutationVariables>;