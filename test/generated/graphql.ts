/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type AddEmployerUserRoleInput = {
  contact: EmployerContactInput;
  employerId: string | number;
  role: string;
};

/** A new Workspace or Employer tenant. */
export type AddTenantInput = {
  /** The new tenant's key (up to 200 characters, no spaces): the id of its workspace or employer. Must be unused. */
  tenantId: string;
  /** The display name (up to 200 characters). */
  tenantName: string;
  /** `Workspace` or `Employer` (any letter case); there is only one `Platform`. */
  tenantType: string;
};

/** A claim to add to a user. */
export type AddUserClaimInput = {
  /** The user, by email. */
  email: string;
  /** The claim type (up to 200 characters), e.g. `department`. */
  type: string;
  /** The claim value (up to 1000 characters), e.g. `finance`. */
  value: string;
};

export type ApplicationLocationInput = {
  address?: LocationAddressInput | null | undefined;
  amenities?: Array<string> | null | undefined;
  autoApproveReservations: boolean;
  checkInInstructions?: string | null | undefined;
  description?: string | null | undefined;
  marketplacePrice?: number | null | undefined;
  name?: string | null | undefined;
  phone?: string | null | undefined;
  pictureUrls?: Array<string> | null | undefined;
  price?: number | null | undefined;
  rooms?: Array<ApplicationLocationRoomInput> | null | undefined;
  schedule?: ScheduleInput | null | undefined;
  termsOfSerivceUrl?: string | null | undefined;
  waiverUrl?: string | null | undefined;
};

export type ApplicationLocationRoomInput = {
  amenities?: Array<string> | null | undefined;
  autoApproveReservations: boolean;
  capacity?: number | null | undefined;
  marketplacePricePerDay?: number | null | undefined;
  marketplacePricePerHour?: number | null | undefined;
  maxReservationMinutes?: number | null | undefined;
  name?: string | null | undefined;
  pictureUrls?: Array<string> | null | undefined;
  pricePerDay?: number | null | undefined;
  pricePerHour?: number | null | undefined;
  quantity?: number | null | undefined;
};

export type ClosureType =
  | 'ComingSoon'
  | 'Default';

export type CreateEmployeeInput = {
  contact: EmployerContactInput;
  employerId: string | number;
  /** The employer's own identifier; defaults to the contact's email. */
  employerUserId?: string | null | undefined;
};

export type CreateEmployeeInquiryInput = {
  companyName: string;
  email: string;
  employeeName: string;
  referralContact?: EmployerReferralInput | null | undefined;
  title: string;
};

export type CreateEmployerApplicationInput = {
  contact: EmployerContactInput;
  description: string;
  name: string;
};

export type CreateLocationClosuresInput = {
  closures: Array<LocationClosureInput>;
};

export type CreateMemberApplicationInput = {
  locationId?: string | null | undefined;
  requestedActivationDate: string;
  userId: string;
  workspaceId: string;
  workspaceLicenseTemplateId: string;
};

export type CreateWorkspaceApplicationInput = {
  contact: WorkspaceContactInput;
  description: string;
  name: string;
};

export type DateRangeInput = {
  from: string;
  to: string;
};

export type EmployeeStatus =
  | 'Active'
  | 'Inactive';

/** Address of the employers document: every line optional. */
export type EmployerAddressInput = {
  city?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
};

/** ApplicationStatus of the employers document. */
export type EmployerApplicationStatus =
  | 'Approved'
  | 'Denied'
  | 'Inquiry'
  | 'Pending'
  | 'Submitted';

/** Contact of the employers document. */
export type EmployerContactInput = {
  email: string;
  /** First and last name. */
  name: string;
  phone?: string | null | undefined;
};

/** Referral of the employers document. */
export type EmployerReferralInput = {
  email: string;
  name: string;
};

/** The account that forgot its password. */
export type ForgotPasswordInput = {
  /** The email of the account. */
  email: string;
};

/** Within `maxMiles` great-circle miles of the point, exact at the edge. */
export type GeoSearchInput = {
  latitude: number;
  longitude: number;
  maxMiles: number;
};

export type GetEmployeeInquiriesInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
};

export type GetEmployeesInput = {
  employerIds?: Array<string | number> | null | undefined;
  employerUserIds?: Array<string> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
  statuses?: Array<EmployeeStatus> | null | undefined;
  userIds?: Array<string | number> | null | undefined;
};

export type GetEmployerApplicationsInput = {
  ids?: Array<string | number> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
  ownerIds?: Array<string | number> | null | undefined;
  statuses?: Array<EmployerApplicationStatus> | null | undefined;
};

export type GetEmployerUsersWithRoleInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
  role: string;
  /** The employer id (its tenant id). */
  tenantId: string;
};

export type GetEmployersInput = {
  employerIds?: Array<string | number> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
};

export type GetLocationsInput = {
  /** Locations having all of these amenities. */
  amenities?: Array<string> | null | undefined;
  /** Keep only locations with a marketplace price. */
  excludeLocationsNotOnMarketplace?: boolean | null | undefined;
  geoSearch?: GeoSearchInput | null | undefined;
  ids?: Array<string> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** On marketplacePrice ?? price. */
  maxMarketplacePrice?: number | null | undefined;
  /** Maximum token cost. */
  maxTokens?: number | null | undefined;
  /** How many matches to skip (>= 0). */
  offset?: number;
  /** A part of the name or of an address field, ignoring case. */
  searchText?: string | null | undefined;
  /** State code, ignoring case. */
  state?: string | null | undefined;
  statuses?: Array<LocationStatus> | null | undefined;
  workspaceIds?: Array<string> | null | undefined;
};

export type GetRoomsInput = {
  amenities?: Array<string> | null | undefined;
  /** Keep only rooms with a marketplace hourly price. */
  excludeRoomsNotOnMarketplace?: boolean | null | undefined;
  /** On the room's location. */
  geoSearch?: GeoSearchInput | null | undefined;
  ids?: Array<string> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  locationIds?: Array<string> | null | undefined;
  /** On marketplacePricePerHour ?? pricePerHour. */
  maxMarketplacePricePerHour?: number | null | undefined;
  maxTokensPerHour?: number | null | undefined;
  minimumCapacity?: number | null | undefined;
  /** How many matches to skip (>= 0). */
  offset?: number;
  /** A part of the room's name or of its location's name or address, ignoring case. */
  searchText?: string | null | undefined;
  /** State code of the room's location, ignoring case. */
  state?: string | null | undefined;
};

/** A page of tenants, optionally only some of them. */
export type GetTenantsInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
  /** Only these tenants (by tenantId). */
  tenantIds?: Array<string> | null | undefined;
};

/** A page of all users. */
export type GetUsersInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
};

/** A page of the users holding one role in one tenant. */
export type GetUsersWithRoleInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit: number;
  /** How many matches to skip (>= 0). */
  offset: number;
  /** The role name, case-sensitive (e.g. `Admin`). */
  role: string;
  /** The tenant, by its tenantId (not its id). */
  tenantId: string;
};

export type GetWorkspaceApplicationsInput = {
  ids?: Array<string> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
  ownerIds?: Array<string> | null | undefined;
  statuses?: Array<WorkspaceApplicationStatus> | null | undefined;
};

export type GetWorkspaceUsersWithRoleInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
  role: string;
  tenantId: string;
};

export type LocationAddressInput = {
  city?: string | null | undefined;
  line1?: string | null | undefined;
  line2?: string | null | undefined;
  state?: string | null | undefined;
  zipCode?: string | null | undefined;
};

export type LocationClosureInput = {
  dateRange: DateRangeInput;
  locationId: string;
  recurrence: Recurrence;
  /** Last local day an occurrence may start (inclusive); null repeats forever. */
  recurrenceEndDate?: string | null | undefined;
  type?: ClosureType | null | undefined;
  /** Must be the location's workspace. */
  workspaceId: string;
};

export type LocationStatus =
  | 'Active'
  | 'Inactive';

export type MemberApplicationStatus =
  | 'Approved'
  | 'Denied'
  | 'Pending'
  | 'Request'
  | 'Submitted';

export type Recurrence =
  | 'Daily'
  | 'Monthly'
  | 'None'
  | 'Weekly'
  | 'Yearly';

export type RemoveEmployerUserRoleInput = {
  /** The admin's email. */
  email: string;
  employerId: string | number;
  role: string;
};

/** A new password, with the code that allows it. */
export type ResetPasswordInput = {
  /** The email of the account. */
  email: string;
  /** The new password (the sign-up rules apply). */
  newPassword: string;
  /** The code from the reset (or password-setup) mail. */
  resetCode: string;
};

export type ScheduleDayInput = {
  close: string;
  isOpen: boolean;
  maxVisitors?: number | null | undefined;
  open: string;
};

export type ScheduleInput = {
  friday: ScheduleDayInput;
  monday: ScheduleDayInput;
  saturday: ScheduleDayInput;
  sunday: ScheduleDayInput;
  thursday: ScheduleDayInput;
  tuesday: ScheduleDayInput;
  wednesday: ScheduleDayInput;
};

export type SetLocationStatusInput = {
  id: string;
  status: LocationStatus;
};

/** A new account with a password. */
export type SignUpInput = {
  /** The sign-in email; must not be registered yet. */
  email: string;
  /** The password: 8 to 256 characters, not a common one, not the email. */
  password: string;
};

/** The user to suspend or unsuspend. */
export type SuspendUserInput = {
  /** The user to suspend (or unsuspend). */
  email: string;
};

/** The credentials of a token request (the OAuth token endpoint's form fields). */
export type TokenInput = {
  /** `password` or `refresh_token`. */
  grantType?: string | null | undefined;
  /** The password (password grant). */
  password?: string | null | undefined;
  /** The refresh token (refresh_token grant). */
  refreshToken?: string | null | undefined;
  /** Scopes the token to one tenant (the REST `tenant-id` header). */
  tenantId?: string | null | undefined;
  /** The email (password grant). */
  username?: string | null | undefined;
};

export type UpdateEmployeeStatusInput = {
  employerId: string | number;
  status: EmployeeStatus;
  userId: string | number;
};

export type UpdateEmployerApplicationInput = {
  address: EmployerAddressInput;
  description: string;
  name: string;
};

export type UpsertLocationInput = {
  address: LocationAddressInput;
  amenities: Array<string>;
  autoApproveReservations: boolean;
  checkInInstructions: string;
  description?: string | null | undefined;
  marketplacePrice?: number | null | undefined;
  name: string;
  phone: string;
  pictureUrls: Array<string>;
  price: number;
  schedule: ScheduleInput;
  termsOfSerivceUrl: string;
  waiverUrl: string;
  workspaceId: string;
};

export type UpsertRoomInput = {
  amenities: Array<string>;
  autoApproveReservations: boolean;
  capacity: number;
  locationId: string;
  marketplacePricePerDay?: number | null | undefined;
  marketplacePricePerHour?: number | null | undefined;
  maxReservationMinutes: number;
  name: string;
  pictureUrls: Array<string>;
  pricePerDay?: number | null | undefined;
  pricePerHour: number;
  quantity: number;
};

/** A two-factor code to check. */
export type VerifyTwoFactorCodeInput = {
  /** The 6-digit code from the mail. */
  code: string;
};

export type WorkspaceApplicationContentInput = {
  description: string;
  /** Replaces the locations when given; left as they are when omitted. */
  locations?: Array<ApplicationLocationInput> | null | undefined;
  name: string;
};

export type WorkspaceApplicationIdInput = {
  applicationId: string;
};

/** ApplicationStatus of the workspaces document. */
export type WorkspaceApplicationStatus =
  | 'Approved'
  | 'Denied'
  | 'Inquiry'
  | 'Pending'
  | 'Submitted';

export type WorkspaceContactInput = {
  email: string;
  name: string;
  phone?: string | null | undefined;
};

export type CatalogueLocationFieldsFragment = { id: string, workspaceId: string, name: string, timeZone: string, price: number, marketplacePrice: number | null, status: LocationStatus, address: { line1: string | null, line2: string | null, state: string | null, city: string | null, zipCode: string | null }, geo: { latitude: number, longitude: number } };

export type CatalogueLocationsQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
}>;


export type CatalogueLocationsQuery = { locations: { totalCount: number, data: Array<{ tokenCost: number, id: string, workspaceId: string, name: string, timeZone: string, price: number, marketplacePrice: number | null, status: LocationStatus, address: { line1: string | null, line2: string | null, state: string | null, city: string | null, zipCode: string | null }, geo: { latitude: number, longitude: number } }>, pagedRequest: { offset: number, limit: number } } };

export type CatalogueUpsertLocationMutationVariables = Exact<{
  input: UpsertLocationInput;
  id?: string | null | undefined;
}>;


export type CatalogueUpsertLocationMutation = { upsertLocation: { tokenCost: number, id: string, workspaceId: string, name: string, timeZone: string, price: number, marketplacePrice: number | null, status: LocationStatus, address: { line1: string | null, line2: string | null, state: string | null, city: string | null, zipCode: string | null }, geo: { latitude: number, longitude: number } } };

export type CatalogueSetLocationStatusMutationVariables = Exact<{
  input: SetLocationStatusInput;
}>;


export type CatalogueSetLocationStatusMutation = { setLocationStatus: { id: string, status: LocationStatus } };

export type CatalogueRoomsQueryVariables = Exact<{
  input?: GetRoomsInput | null | undefined;
}>;


export type CatalogueRoomsQuery = { rooms: { totalCount: number, data: Array<{ id: string, name: string, capacity: number, tokenCostPerHour: number, tokenCostPerDay: number | null, location: { id: string, name: string, timeZone: string } }> } };

export type CatalogueUpsertRoomMutationVariables = Exact<{
  input: UpsertRoomInput;
  id?: string | null | undefined;
}>;


export type CatalogueUpsertRoomMutation = { upsertRoom: { id: string, name: string, locationId: string, tokenCostPerHour: number, tokenCostPerDay: number | null, location: { id: string } } };

export type CatalogueLocationIsOpenQueryVariables = Exact<{
  id?: string | null | undefined;
  date?: string | null | undefined;
}>;


export type CatalogueLocationIsOpenQuery = { locationIsOpen: { isOpen: boolean, closureType: ClosureType | null } };

export type CatalogueRoomIsOpenQueryVariables = Exact<{
  id?: string | null | undefined;
  date?: string | null | undefined;
}>;


export type CatalogueRoomIsOpenQuery = { roomIsOpen: { isOpen: boolean, closureType: ClosureType | null } };

export type CatalogueCreateLocationClosuresMutationVariables = Exact<{
  input: CreateLocationClosuresInput;
}>;


export type CatalogueCreateLocationClosuresMutation = { createLocationClosures: Array<{ id: string, locationId: string, workspaceId: string, recurrence: Recurrence, recurrenceEndDate: string | null, type: ClosureType, dateRange: { from: string, to: string } }> };

export type CatalogueDeleteLocationClosureMutationVariables = Exact<{
  id: string;
}>;


export type CatalogueDeleteLocationClosureMutation = { deleteLocationClosure: boolean };

export type CatalogueAddressesQueryVariables = Exact<{
  query?: string | null | undefined;
}>;


export type CatalogueAddressesQuery = { addresses: Array<{ address: string | null, geo: { latitude: number, longitude: number } | null }> };

export type EmpCreateEmployeeMutationVariables = Exact<{
  input: CreateEmployeeInput;
}>;


export type EmpCreateEmployeeMutation = { createEmployee: { id: string, employerId: string, userId: string, employerUserId: string, status: EmployeeStatus, statusUpdatedDate: string } };

export type EmpEmployeesQueryVariables = Exact<{
  input?: GetEmployeesInput | null | undefined;
}>;


export type EmpEmployeesQuery = { employees: { totalCount: number, data: Array<{ id: string, employerId: string, userId: string, employerUserId: string, status: EmployeeStatus }> } };

export type EmpEmployeesWithUserQueryVariables = Exact<{
  input?: GetEmployeesInput | null | undefined;
}>;


export type EmpEmployeesWithUserQuery = { employees: { totalCount: number, data: Array<{ id: string, employerUserId: string, user: { id: string, email: string, firstName: string, lastName: string }, employer: { id: string, name: string } }> } };

export type EmpUpdateEmployeeStatusMutationVariables = Exact<{
  input: UpdateEmployeeStatusInput;
}>;


export type EmpUpdateEmployeeStatusMutation = { updateEmployeeStatus: { id: string, status: EmployeeStatus, statusUpdatedDate: string } };

export type EmpEmployersQueryVariables = Exact<{
  input?: GetEmployersInput | null | undefined;
}>;


export type EmpEmployersQuery = { employers: { totalCount: number, data: Array<{ id: string, name: string, email: string }> } };

export type EmployerApplicationPartsFragment = { id: string, status: EmployerApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, employerId: string | null, contact: { name: string, email: string, phone: string | null }, address: { line1: string | null, line2: string | null, state: string | null, city: string | null, zipCode: string | null } | null };

export type EmpCreateApplicationMutationVariables = Exact<{
  input: CreateEmployerApplicationInput;
}>;


export type EmpCreateApplicationMutation = { createEmployerApplication: { id: string, status: EmployerApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, employerId: string | null, contact: { name: string, email: string, phone: string | null }, address: { line1: string | null, line2: string | null, state: string | null, city: string | null, zipCode: string | null } | null } };

export type EmpApplicationsQueryVariables = Exact<{
  input?: GetEmployerApplicationsInput | null | undefined;
}>;


export type EmpApplicationsQuery = { employerApplications: { totalCount: number, data: Array<{ id: string, status: EmployerApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, employerId: string | null, contact: { name: string, email: string, phone: string | null }, address: { line1: string | null, line2: string | null, state: string | null, city: string | null, zipCode: string | null } | null }>, pagedRequest: { offset: number, limit: number } } };

export type EmpUpdateApplicationMutationVariables = Exact<{
  id: string | number;
  input: UpdateEmployerApplicationInput;
}>;


export type EmpUpdateApplicationMutation = { updateEmployerApplication: { id: string, status: EmployerApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, employerId: string | null, contact: { name: string, email: string, phone: string | null }, address: { line1: string | null, line2: string | null, state: string | null, city: string | null, zipCode: string | null } | null } };

export type EmpApproveInquiryMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type EmpApproveInquiryMutation = { approveEmployerApplicationInquiry: { id: string, status: EmployerApplicationStatus } };

export type EmpSubmitApplicationMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type EmpSubmitApplicationMutation = { submitEmployerApplication: { id: string, status: EmployerApplicationStatus } };

export type EmpDenyApplicationMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type EmpDenyApplicationMutation = { denyEmployerApplication: { id: string, status: EmployerApplicationStatus } };

export type EmpApproveApplicationMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type EmpApproveApplicationMutation = { approveEmployerApplication: { id: string, name: string, email: string, address: { line1: string | null, city: string | null, state: string | null, zipCode: string | null } } };

export type EmpRemindApplicationMutationVariables = Exact<{
  applicationId: string | number;
}>;


export type EmpRemindApplicationMutation = { sendEmployerApplicationReminder: boolean };

export type EmpCreateInquiryMutationVariables = Exact<{
  input: CreateEmployeeInquiryInput;
}>;


export type EmpCreateInquiryMutation = { createEmployeeInquiry: { id: string, companyName: string, employeeName: string, email: string, title: string, referralContact: { name: string, email: string } | null } };

export type EmpInquiriesQueryVariables = Exact<{
  input?: GetEmployeeInquiriesInput | null | undefined;
}>;


export type EmpInquiriesQuery = { employeeInquiries: { totalCount: number, data: Array<{ id: string, companyName: string, email: string }> } };

export type EmpAddUserRoleMutationVariables = Exact<{
  input: AddEmployerUserRoleInput;
}>;


export type EmpAddUserRoleMutation = { addEmployerUserRole: boolean };

export type EmpRemoveUserRoleMutationVariables = Exact<{
  input: RemoveEmployerUserRoleInput;
}>;


export type EmpRemoveUserRoleMutation = { removeEmployerUserRole: boolean };

export type EmpUsersWithRoleQueryVariables = Exact<{
  input: GetEmployerUsersWithRoleInput;
}>;


export type EmpUsersWithRoleQuery = { employerUsersWithRole: { totalCount: number, data: Array<{ id: string, email: string }> } };

export type IdentityUserByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type IdentityUserByIdQuery = { user: { id: string, email: string, claims: Array<{ type: string, value: string }> } | null };

export type IdentityTenantByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type IdentityTenantByIdQuery = { tenant: { id: string, tenantId: string, tenantName: string, tenantType: string } | null };

export type IdentityTenantsOfUserQueryVariables = Exact<{
  id: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type IdentityTenantsOfUserQuery = { user: { id: string, tenants: { totalCount: number, data: Array<{ id: string, tenantId: string }>, pagedRequest: { offset: number, limit: number } } } | null };

export type IdentityRolesOfUserQueryVariables = Exact<{
  id: string | number;
  tenantId?: string | null | undefined;
}>;


export type IdentityRolesOfUserQuery = { user: { roles: Array<{ role: string, tenantId: string, tenant: { id: string } | null }> } | null };

export type IdentityUsersOfTenantQueryVariables = Exact<{
  id: string | number;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type IdentityUsersOfTenantQuery = { tenant: { tenantId: string, users: { totalCount: number, data: Array<{ id: string, email: string }>, pagedRequest: { offset: number, limit: number } } } | null };

export type IdentityColleaguesOfUserQueryVariables = Exact<{
  id: string | number;
}>;


export type IdentityColleaguesOfUserQuery = { user: { tenants: { totalCount: number, data: Array<{ tenantId: string, users: { totalCount: number, data: Array<{ id: string }> } }> } } | null };

export type IdentityUsersWithEdgesQueryVariables = Exact<{
  input?: GetUsersInput | null | undefined;
  limit?: number | null | undefined;
}>;


export type IdentityUsersWithEdgesQuery = { users: { totalCount: number, data: Array<{ id: string, claims: Array<{ type: string, value: string }>, tenants: { totalCount: number, data: Array<{ tenantId: string }> }, roles: Array<{ role: string, tenant: { tenantId: string } | null }> }> } };

export type IdentityUsersWithColleaguesQueryVariables = Exact<{
  input?: GetUsersInput | null | undefined;
}>;


export type IdentityUsersWithColleaguesQuery = { users: { data: Array<{ id: string, tenants: { data: Array<{ tenantId: string, users: { totalCount: number, data: Array<{ id: string }> } }> } }> } };

export type IdentityTenantsWithUsersQueryVariables = Exact<{
  input?: GetTenantsInput | null | undefined;
  limit?: number | null | undefined;
}>;


export type IdentityTenantsWithUsersQuery = { tenants: { totalCount: number, data: Array<{ tenantId: string, users: { totalCount: number, data: Array<{ id: string, email: string }> } }> } };

export type IdentityMeQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityMeQuery = { me: { id: string, email: string, emailConfirmed: boolean, isSuspended: boolean, claims: Array<{ type: string, value: string }> } };

export type IdentityTokenMutationVariables = Exact<{
  input: TokenInput;
}>;


export type IdentityTokenMutation = { token: { access_token: string, refresh_token: string, expires_in: number } };

export type IdentitySignUpMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type IdentitySignUpMutation = { signUp: { id: string, email: string, emailConfirmed: boolean } };

export type IdentityTenantsQueryVariables = Exact<{
  input?: GetTenantsInput | null | undefined;
}>;


export type IdentityTenantsQuery = { tenants: { totalCount: number, data: Array<{ id: string, tenantId: string, tenantName: string, tenantType: string }>, pagedRequest: { offset: number, limit: number } } };

export type IdentityUserTenantsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityUserTenantsQuery = { userTenants: { tenants: Array<{ tenantId: string, tenantType: string }> | null } };

export type IdentityAddTenantMutationVariables = Exact<{
  input: AddTenantInput;
}>;


export type IdentityAddTenantMutation = { addTenant: boolean };

export type IdentityApiKeyQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityApiKeyQuery = { apiKey: { apiKey: string } };

export type IdentityRotateApiKeyMutationVariables = Exact<{ [key: string]: never; }>;


export type IdentityRotateApiKeyMutation = { rotateApiKey: { apiKey: string } };

export type IdentitySuspendUserMutationVariables = Exact<{
  input: SuspendUserInput;
}>;


export type IdentitySuspendUserMutation = { suspendUser: boolean };

export type IdentityUnsuspendUserMutationVariables = Exact<{
  input: SuspendUserInput;
}>;


export type IdentityUnsuspendUserMutation = { unsuspendUser: boolean };

export type IdentitySendTwoFactorCodeMutationVariables = Exact<{ [key: string]: never; }>;


export type IdentitySendTwoFactorCodeMutation = { sendTwoFactorCode: boolean };

export type IdentityVerifyTwoFactorCodeMutationVariables = Exact<{
  input: VerifyTwoFactorCodeInput;
}>;


export type IdentityVerifyTwoFactorCodeMutation = { verifyTwoFactorCode: boolean };

export type IdentityForgotPasswordMutationVariables = Exact<{
  input: ForgotPasswordInput;
}>;


export type IdentityForgotPasswordMutation = { forgotPassword: boolean };

export type IdentityResetPasswordMutationVariables = Exact<{
  input: ResetPasswordInput;
}>;


export type IdentityResetPasswordMutation = { resetPassword: boolean };

export type IdentityAddUserClaimMutationVariables = Exact<{
  input: AddUserClaimInput;
}>;


export type IdentityAddUserClaimMutation = { addUserClaim: boolean };

export type IdentityUsersWithRoleQueryVariables = Exact<{
  input: GetUsersWithRoleInput;
}>;


export type IdentityUsersWithRoleQuery = { usersWithRole: { totalCount: number, data: Array<{ email: string }> } };

export type IdentityUsersQueryVariables = Exact<{
  input?: GetUsersInput | null | undefined;
}>;


export type IdentityUsersQuery = { users: { totalCount: number, data: Array<{ email: string, isSuspended: boolean, claims: Array<{ type: string, value: string }> }> } };

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

export type OnboardingApplicationFieldsFragment = { id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null };

export type OnboardingCreateApplicationMutationVariables = Exact<{
  input: CreateWorkspaceApplicationInput;
}>;


export type OnboardingCreateApplicationMutation = { createWorkspaceApplication: { id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null } };

export type OnboardingApproveInquiryMutationVariables = Exact<{
  input: WorkspaceApplicationIdInput;
}>;


export type OnboardingApproveInquiryMutation = { approveWorkspaceApplicationInquiry: { id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null } };

export type OnboardingSubmitApplicationMutationVariables = Exact<{
  id: string;
  input: WorkspaceApplicationContentInput;
}>;


export type OnboardingSubmitApplicationMutation = { submitWorkspaceApplication: { id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null } };

export type OnboardingApproveApplicationMutationVariables = Exact<{
  input: WorkspaceApplicationIdInput;
}>;


export type OnboardingApproveApplicationMutation = { approveWorkspaceApplication: { id: string, name: string, email: string, logoUrl: string } };

export type OnboardingApplicationsQueryVariables = Exact<{
  input?: GetWorkspaceApplicationsInput | null | undefined;
}>;


export type OnboardingApplicationsQuery = { workspaceApplications: { totalCount: number, pagedRequest: { offset: number, limit: number }, data: Array<{ id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null }> } };

export type OnboardingMyWorkspaceQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingMyWorkspaceQuery = { myWorkspace: { id: string, name: string, email: string, logoUrl: string } };

export type OnboardingUsersWithRoleQueryVariables = Exact<{
  input: GetWorkspaceUsersWithRoleInput;
}>;


export type OnboardingUsersWithRoleQuery = { workspaceUsersWithRole: { totalCount: number, data: Array<{ id: string, email: string, firstName: string, lastName: string }> } };

export type OnboardingCreateMemberApplicationMutationVariables = Exact<{
  input: CreateMemberApplicationInput;
}>;


export type OnboardingCreateMemberApplicationMutation = { createMemberApplication: { id: string, status: MemberApplicationStatus, workspaceId: string, userId: string, requestedActivationDate: string, activationDate: string | null } };

export const CatalogueLocationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CatalogueLocationFieldsFragment, unknown>;
export const EmployerApplicationPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployerApplicationParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployerApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}}]}}]} as unknown as DocumentNode<EmployerApplicationPartsFragment, unknown>;
export const OnboardingApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingApplicationFieldsFragment, unknown>;
export const CatalogueLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueLocationFields"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CatalogueLocationsQuery, CatalogueLocationsQueryVariables>;
export const CatalogueUpsertLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogueUpsertLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertLocationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueLocationFields"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Location"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CatalogueUpsertLocationMutation, CatalogueUpsertLocationMutationVariables>;
export const CatalogueSetLocationStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogueSetLocationStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetLocationStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLocationStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<CatalogueSetLocationStatusMutation, CatalogueSetLocationStatusMutationVariables>;
export const CatalogueRoomsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueRooms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetRoomsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<CatalogueRoomsQuery, CatalogueRoomsQueryVariables>;
export const CatalogueUpsertRoomDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogueUpsertRoom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertRoomInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertRoom"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueUpsertRoomMutation, CatalogueUpsertRoomMutationVariables>;
export const CatalogueLocationIsOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLocationIsOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationIsOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"closureType"}}]}}]}}]} as unknown as DocumentNode<CatalogueLocationIsOpenQuery, CatalogueLocationIsOpenQueryVariables>;
export const CatalogueRoomIsOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueRoomIsOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomIsOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"closureType"}}]}}]}}]} as unknown as DocumentNode<CatalogueRoomIsOpenQuery, CatalogueRoomIsOpenQueryVariables>;
export const CatalogueCreateLocationClosuresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogueCreateLocationClosures"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateLocationClosuresInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createLocationClosures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}},{"kind":"Field","name":{"kind":"Name","value":"recurrence"}},{"kind":"Field","name":{"kind":"Name","value":"recurrenceEndDate"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<CatalogueCreateLocationClosuresMutation, CatalogueCreateLocationClosuresMutationVariables>;
export const CatalogueDeleteLocationClosureDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogueDeleteLocationClosure"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteLocationClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<CatalogueDeleteLocationClosureMutation, CatalogueDeleteLocationClosureMutationVariables>;
export const CatalogueAddressesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueAddresses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addresses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"address"}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueAddressesQuery, CatalogueAddressesQueryVariables>;
export const EmpCreateEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpCreateEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmployeeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"employerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusUpdatedDate"}}]}}]}}]} as unknown as DocumentNode<EmpCreateEmployeeMutation, EmpCreateEmployeeMutationVariables>;
export const EmpEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployeesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"employerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<EmpEmployeesQuery, EmpEmployeesQueryVariables>;
export const EmpEmployeesWithUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpEmployeesWithUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployeesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerUserId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<EmpEmployeesWithUserQuery, EmpEmployeesWithUserQueryVariables>;
export const EmpUpdateEmployeeStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpUpdateEmployeeStatus"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEmployeeStatusInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployeeStatus"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusUpdatedDate"}}]}}]}}]} as unknown as DocumentNode<EmpUpdateEmployeeStatusMutation, EmpUpdateEmployeeStatusMutationVariables>;
export const EmpEmployersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpEmployers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<EmpEmployersQuery, EmpEmployersQueryVariables>;
export const EmpCreateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpCreateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmployerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployerApplicationParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployerApplicationParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployerApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}}]}}]} as unknown as DocumentNode<EmpCreateApplicationMutation, EmpCreateApplicationMutationVariables>;
export const EmpApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployerApplicationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployerApplicationParts"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployerApplicationParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployerApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}}]}}]} as unknown as DocumentNode<EmpApplicationsQuery, EmpApplicationsQueryVariables>;
export const EmpUpdateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpUpdateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateEmployerApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateEmployerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EmployerApplicationParts"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployerApplicationParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployerApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}}]}}]} as unknown as DocumentNode<EmpUpdateApplicationMutation, EmpUpdateApplicationMutationVariables>;
export const EmpApproveInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpApproveInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveEmployerApplicationInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EmpApproveInquiryMutation, EmpApproveInquiryMutationVariables>;
export const EmpSubmitApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpSubmitApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitEmployerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EmpSubmitApplicationMutation, EmpSubmitApplicationMutationVariables>;
export const EmpDenyApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpDenyApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"denyEmployerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<EmpDenyApplicationMutation, EmpDenyApplicationMutationVariables>;
export const EmpApproveApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpApproveApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveEmployerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}}]}}]}}]} as unknown as DocumentNode<EmpApproveApplicationMutation, EmpApproveApplicationMutationVariables>;
export const EmpRemindApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpRemindApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendEmployerApplicationReminder"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"applicationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"applicationId"}}}]}]}}]} as unknown as DocumentNode<EmpRemindApplicationMutation, EmpRemindApplicationMutationVariables>;
export const EmpCreateInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpCreateInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmployeeInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployeeInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"referralContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<EmpCreateInquiryMutation, EmpCreateInquiryMutationVariables>;
export const EmpInquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpInquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployeeInquiriesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeInquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<EmpInquiriesQuery, EmpInquiriesQueryVariables>;
export const EmpAddUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpAddUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddEmployerUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEmployerUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<EmpAddUserRoleMutation, EmpAddUserRoleMutationVariables>;
export const EmpRemoveUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpRemoveUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveEmployerUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeEmployerUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<EmpRemoveUserRoleMutation, EmpRemoveUserRoleMutationVariables>;
export const EmpUsersWithRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpUsersWithRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployerUsersWithRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerUsersWithRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<EmpUsersWithRoleQuery, EmpUsersWithRoleQueryVariables>;
export const IdentityUserByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUserById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityUserByIdQuery, IdentityUserByIdQueryVariables>;
export const IdentityTenantByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTenantById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}}]}}]}}]} as unknown as DocumentNode<IdentityTenantByIdQuery, IdentityTenantByIdQueryVariables>;
export const IdentityTenantsOfUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTenantsOfUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityTenantsOfUserQuery, IdentityTenantsOfUserQueryVariables>;
export const IdentityRolesOfUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityRolesOfUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roles"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tenantId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tenantId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentityRolesOfUserQuery, IdentityRolesOfUserQueryVariables>;
export const IdentityUsersOfTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsersOfTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityUsersOfTenantQuery, IdentityUsersOfTenantQueryVariables>;
export const IdentityColleaguesOfUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityColleaguesOfUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityColleaguesOfUserQuery, IdentityColleaguesOfUserQueryVariables>;
export const IdentityUsersWithEdgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsersWithEdges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityUsersWithEdgesQuery, IdentityUsersWithEdgesQueryVariables>;
export const IdentityUsersWithColleaguesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsersWithColleagues"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentityUsersWithColleaguesQuery, IdentityUsersWithColleaguesQueryVariables>;
export const IdentityTenantsWithUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTenantsWithUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetTenantsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityTenantsWithUsersQuery, IdentityTenantsWithUsersQueryVariables>;
export const IdentityMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityMeQuery, IdentityMeQueryVariables>;
export const IdentityTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"refresh_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}}]}}]}}]} as unknown as DocumentNode<IdentityTokenMutation, IdentityTokenMutationVariables>;
export const IdentitySignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentitySignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}}]}}]}}]} as unknown as DocumentNode<IdentitySignUpMutation, IdentitySignUpMutationVariables>;
export const IdentityTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTenants"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetTenantsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantName"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityTenantsQuery, IdentityTenantsQueryVariables>;
export const IdentityUserTenantsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUserTenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userTenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityUserTenantsQuery, IdentityUserTenantsQueryVariables>;
export const IdentityAddTenantDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityAddTenant"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddTenantInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addTenant"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentityAddTenantMutation, IdentityAddTenantMutationVariables>;
export const IdentityApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityApiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}}]}}]}}]} as unknown as DocumentNode<IdentityApiKeyQuery, IdentityApiKeyQueryVariables>;
export const IdentityRotateApiKeyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityRotateApiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateApiKey"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"apiKey"}}]}}]}}]} as unknown as DocumentNode<IdentityRotateApiKeyMutation, IdentityRotateApiKeyMutationVariables>;
export const IdentitySuspendUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentitySuspendUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suspendUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentitySuspendUserMutation, IdentitySuspendUserMutationVariables>;
export const IdentityUnsuspendUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityUnsuspendUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SuspendUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unsuspendUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentityUnsuspendUserMutation, IdentityUnsuspendUserMutationVariables>;
export const IdentitySendTwoFactorCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentitySendTwoFactorCode"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTwoFactorCode"}}]}}]} as unknown as DocumentNode<IdentitySendTwoFactorCodeMutation, IdentitySendTwoFactorCodeMutationVariables>;
export const IdentityVerifyTwoFactorCodeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityVerifyTwoFactorCode"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"VerifyTwoFactorCodeInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"verifyTwoFactorCode"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentityVerifyTwoFactorCodeMutation, IdentityVerifyTwoFactorCodeMutationVariables>;
export const IdentityForgotPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityForgotPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ForgotPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"forgotPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentityForgotPasswordMutation, IdentityForgotPasswordMutationVariables>;
export const IdentityResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ResetPasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentityResetPasswordMutation, IdentityResetPasswordMutationVariables>;
export const IdentityAddUserClaimDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityAddUserClaim"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddUserClaimInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUserClaim"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentityAddUserClaimMutation, IdentityAddUserClaimMutationVariables>;
export const IdentityUsersWithRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsersWithRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersWithRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersWithRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityUsersWithRoleQuery, IdentityUsersWithRoleQueryVariables>;
export const IdentityUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityUsersQuery, IdentityUsersQueryVariables>;
export const KernelUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KernelUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<KernelUsersQuery, KernelUsersQueryVariables>;
export const KernelMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KernelMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<KernelMeQuery, KernelMeQueryVariables>;
export const KernelSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KernelSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}}]}}]}}]} as unknown as DocumentNode<KernelSignUpMutation, KernelSignUpMutationVariables>;
export const OnboardingCreateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingCreateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspaceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingCreateApplicationMutation, OnboardingCreateApplicationMutationVariables>;
export const OnboardingApproveInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingApproveInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplicationIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWorkspaceApplicationInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingApproveInquiryMutation, OnboardingApproveInquiryMutationVariables>;
export const OnboardingSubmitApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingSubmitApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplicationContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitWorkspaceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingSubmitApplicationMutation, OnboardingSubmitApplicationMutationVariables>;
export const OnboardingApproveApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingApproveApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplicationIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWorkspaceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<OnboardingApproveApplicationMutation, OnboardingApproveApplicationMutationVariables>;
export const OnboardingApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetWorkspaceApplicationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingApplicationsQuery, OnboardingApplicationsQueryVariables>;
export const OnboardingMyWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingMyWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<OnboardingMyWorkspaceQuery, OnboardingMyWorkspaceQueryVariables>;
export const OnboardingUsersWithRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingUsersWithRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetWorkspaceUsersWithRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceUsersWithRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingUsersWithRoleQuery, OnboardingUsersWithRoleQueryVariables>;
export const OnboardingCreateMemberApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingCreateMemberApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMemberApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMemberApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"requestedActivationDate"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}}]}}]}}]} as unknown as DocumentNode<OnboardingCreateMemberApplicationMutation, OnboardingCreateMemberApplicationMutationVariables>;