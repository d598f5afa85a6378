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
  /** An amount of money in cents (int64): a whole number >= 0. */
  Cents: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** A time of day, hh:mm:ss (24-hour clock). */
  TimeOfDay: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: unknown; output: unknown; }
};

export type AddEmployerUserRoleInput = {
  contact: EmployerContactInput;
  employerId: Scalars['ID']['input'];
  role: Scalars['String']['input'];
};

export type AddTenantInput = {
  tenantId: Scalars['String']['input'];
  tenantName: Scalars['String']['input'];
  /** Platform, Workspace or Employer. */
  tenantType: Scalars['String']['input'];
};

export type AddUserClaimInput = {
  email: Scalars['String']['input'];
  type: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type AddWorkspaceUserRoleInput = {
  contact: WorkspaceContactInput;
  /** The role name (`Admin`, or any other name). */
  role: Scalars['String']['input'];
  workspaceId: Scalars['String']['input'];
};

export type AddressSearchMatch = {
  address?: Maybe<Scalars['String']['output']>;
  geo?: Maybe<Geo>;
};

export type ApplicationLocation = {
  address?: Maybe<LocationAddress>;
  amenities?: Maybe<Array<Scalars['String']['output']>>;
  /** Reservations are auto approved when created. */
  autoApproveReservations: Scalars['Boolean']['output'];
  checkInInstructions?: Maybe<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  marketplacePrice?: Maybe<Scalars['Cents']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  phone?: Maybe<Scalars['String']['output']>;
  pictureUrls?: Maybe<Array<Scalars['String']['output']>>;
  price?: Maybe<Scalars['Cents']['output']>;
  rooms?: Maybe<Array<ApplicationLocationRoom>>;
  schedule?: Maybe<Schedule>;
  /** Spelled as the interface document spells it. */
  termsOfSerivceUrl?: Maybe<Scalars['String']['output']>;
  waiverUrl?: Maybe<Scalars['String']['output']>;
};

export type ApplicationLocationInput = {
  address?: InputMaybe<LocationAddressInput>;
  amenities?: InputMaybe<Array<Scalars['String']['input']>>;
  autoApproveReservations: Scalars['Boolean']['input'];
  checkInInstructions?: InputMaybe<Scalars['String']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  marketplacePrice?: InputMaybe<Scalars['Cents']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  phone?: InputMaybe<Scalars['String']['input']>;
  pictureUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  price?: InputMaybe<Scalars['Cents']['input']>;
  rooms?: InputMaybe<Array<ApplicationLocationRoomInput>>;
  schedule?: InputMaybe<ScheduleInput>;
  termsOfSerivceUrl?: InputMaybe<Scalars['String']['input']>;
  waiverUrl?: InputMaybe<Scalars['String']['input']>;
};

export type ApplicationLocationRoom = {
  amenities?: Maybe<Array<Scalars['String']['output']>>;
  autoApproveReservations: Scalars['Boolean']['output'];
  /** People allowed. */
  capacity?: Maybe<Scalars['Int']['output']>;
  marketplacePricePerDay?: Maybe<Scalars['Cents']['output']>;
  marketplacePricePerHour?: Maybe<Scalars['Cents']['output']>;
  maxReservationMinutes?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  pictureUrls?: Maybe<Array<Scalars['String']['output']>>;
  pricePerDay?: Maybe<Scalars['Cents']['output']>;
  pricePerHour?: Maybe<Scalars['Cents']['output']>;
  /** How many of this room exist. */
  quantity?: Maybe<Scalars['Int']['output']>;
};

export type ApplicationLocationRoomInput = {
  amenities?: InputMaybe<Array<Scalars['String']['input']>>;
  autoApproveReservations: Scalars['Boolean']['input'];
  capacity?: InputMaybe<Scalars['Int']['input']>;
  marketplacePricePerDay?: InputMaybe<Scalars['Cents']['input']>;
  marketplacePricePerHour?: InputMaybe<Scalars['Cents']['input']>;
  maxReservationMinutes?: InputMaybe<Scalars['Int']['input']>;
  name?: InputMaybe<Scalars['String']['input']>;
  pictureUrls?: InputMaybe<Array<Scalars['String']['input']>>;
  pricePerDay?: InputMaybe<Scalars['Cents']['input']>;
  pricePerHour?: InputMaybe<Scalars['Cents']['input']>;
  quantity?: InputMaybe<Scalars['Int']['input']>;
};

export type ClosureType =
  | 'ComingSoon'
  | 'Default';

export type CreateEmployeeInput = {
  contact: EmployerContactInput;
  employerId: Scalars['ID']['input'];
  /** The employer's own identifier; defaults to the contact's email. */
  employerUserId?: InputMaybe<Scalars['String']['input']>;
};

export type CreateEmployeeInquiryInput = {
  companyName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  employeeName: Scalars['String']['input'];
  referralContact?: InputMaybe<EmployerReferralInput>;
  title: Scalars['String']['input'];
};

export type CreateEmployerApplicationInput = {
  contact: EmployerContactInput;
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type CreateLocationClosuresInput = {
  closures: Array<LocationClosureInput>;
};

export type CreateMemberApplicationInput = {
  locationId?: InputMaybe<Scalars['String']['input']>;
  requestedActivationDate: Scalars['DateTimeISO']['input'];
  userId: Scalars['String']['input'];
  workspaceId: Scalars['String']['input'];
  workspaceLicenseTemplateId: Scalars['String']['input'];
};

export type CreateRoomClosuresInput = {
  closures: Array<RoomClosureInput>;
};

export type CreateUserInput = {
  email: Scalars['String']['input'];
};

export type CreateUserLocationInput = {
  locationId: Scalars['String']['input'];
  userId: Scalars['String']['input'];
  workspaceId: Scalars['String']['input'];
};

export type CreateWorkspaceApplicationInput = {
  contact: WorkspaceContactInput;
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type DateRange = {
  from: Scalars['DateTimeISO']['output'];
  to: Scalars['DateTimeISO']['output'];
};

export type DateRangeInput = {
  from: Scalars['DateTimeISO']['input'];
  to: Scalars['DateTimeISO']['input'];
};

export type Employee = {
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  /** The employer (batched per request). */
  employer: Employer;
  employerId: Scalars['String']['output'];
  employerUserId: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  status: EmployeeStatus;
  statusUpdatedDate: Scalars['DateTimeISO']['output'];
  /** The employee's user account (batched per request). */
  user: User;
  userId: Scalars['String']['output'];
};

export type EmployeeIPagedResponse = {
  data: Array<Employee>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type EmployeeInquiry = {
  companyName: Scalars['String']['output'];
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  employeeName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  referralContact?: Maybe<Referral>;
  title: Scalars['String']['output'];
};

export type EmployeeInquiryIPagedResponse = {
  data: Array<EmployeeInquiry>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type EmployeeStatus =
  | 'Active'
  | 'Inactive';

export type Employer = {
  address: EmployerAddress;
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/** Address of the employers document: every line optional. */
export type EmployerAddress = {
  city?: Maybe<Scalars['String']['output']>;
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zipCode?: Maybe<Scalars['String']['output']>;
};

/** Address of the employers document: every line optional. */
export type EmployerAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

/** Application of the employers document. */
export type EmployerApplication = {
  address?: Maybe<EmployerAddress>;
  contact: EmployerContact;
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  employerId?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  ownerEmail?: Maybe<Scalars['String']['output']>;
  ownerId?: Maybe<Scalars['String']['output']>;
  status: EmployerApplicationStatus;
};

export type EmployerApplicationIPagedResponse = {
  data: Array<EmployerApplication>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

/** ApplicationStatus of the employers document. */
export type EmployerApplicationStatus =
  | 'Approved'
  | 'Denied'
  | 'Inquiry'
  | 'Pending'
  | 'Submitted';

/** Contact of the employers document. */
export type EmployerContact = {
  email: Scalars['String']['output'];
  /** First and last name. */
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

/** Contact of the employers document. */
export type EmployerContactInput = {
  email: Scalars['String']['input'];
  /** First and last name. */
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type EmployerIPagedResponse = {
  data: Array<Employer>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

/** Referral of the employers document. */
export type EmployerReferralInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type ExtendedLocation = {
  address: LocationAddress;
  amenities: Array<Scalars['String']['output']>;
  autoApproveReservations: Scalars['Boolean']['output'];
  checkInInstructions: Scalars['String']['output'];
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  geo: Geo;
  id: Scalars['ID']['output'];
  /** Day pass price on the marketplace, in cents. */
  marketplacePrice?: Maybe<Scalars['Cents']['output']>;
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pictureUrls: Array<Scalars['String']['output']>;
  /** Day pass price in cents. */
  price: Scalars['Cents']['output'];
  schedule: Schedule;
  status: LocationStatus;
  /** Spelled as the interface documents spell it. */
  termsOfSerivceUrl: Scalars['String']['output'];
  /** IANA time zone of the location, from its coordinates. */
  timeZone: Scalars['String']['output'];
  /** Tokens the location costs license users: ceil((marketplacePrice ?? price) / TOKEN_VALUE_CENTS). */
  tokenCost: Scalars['Int']['output'];
  waiverUrl: Scalars['String']['output'];
  workspaceId: Scalars['String']['output'];
};

export type ExtendedLocationIPagedResponse = {
  data: Array<ExtendedLocation>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type ExtendedRoom = {
  amenities: Array<Scalars['String']['output']>;
  autoApproveReservations: Scalars['Boolean']['output'];
  /** People allowed. */
  capacity: Scalars['Int']['output'];
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  location: Location;
  locationId: Scalars['String']['output'];
  marketplacePricePerDay?: Maybe<Scalars['Cents']['output']>;
  marketplacePricePerHour?: Maybe<Scalars['Cents']['output']>;
  maxReservationMinutes: Scalars['Int']['output'];
  name: Scalars['String']['output'];
  pictureUrls: Array<Scalars['String']['output']>;
  pricePerDay?: Maybe<Scalars['Cents']['output']>;
  pricePerHour: Scalars['Cents']['output'];
  /** How many of this room exist. */
  quantity: Scalars['Int']['output'];
  /** Null where the room has no daily price. */
  tokenCostPerDay?: Maybe<Scalars['Int']['output']>;
  tokenCostPerHour: Scalars['Int']['output'];
};

export type ExtendedRoomIPagedResponse = {
  data: Array<ExtendedRoom>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type ForgotPasswordInput = {
  email: Scalars['String']['input'];
};

export type Geo = {
  latitude: Scalars['Float']['output'];
  longitude: Scalars['Float']['output'];
};

/** Within `maxMiles` great-circle miles of the point, exact at the edge. */
export type GeoSearchInput = {
  latitude: Scalars['Float']['input'];
  longitude: Scalars['Float']['input'];
  maxMiles: Scalars['Float']['input'];
};

export type GetApiKeyResponse = {
  apiKey: Scalars['String']['output'];
};

export type GetEmployeeInquiriesInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
};

export type GetEmployeesInput = {
  employerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  employerUserIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  statuses?: InputMaybe<Array<EmployeeStatus>>;
  userIds?: InputMaybe<Array<Scalars['ID']['input']>>;
};

export type GetEmployerApplicationsInput = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  ownerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  statuses?: InputMaybe<Array<EmployerApplicationStatus>>;
};

export type GetEmployerUsersWithRoleInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  role: Scalars['String']['input'];
  /** The employer id (its tenant id). */
  tenantId: Scalars['String']['input'];
};

export type GetEmployersInput = {
  employerIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
};

export type GetLocationClosuresInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  locationIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
};

export type GetLocationsInput = {
  /** Locations having all of these amenities. */
  amenities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Keep only locations with a marketplace price. */
  excludeLocationsNotOnMarketplace?: InputMaybe<Scalars['Boolean']['input']>;
  geoSearch?: InputMaybe<GeoSearchInput>;
  ids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** On marketplacePrice ?? price. */
  maxMarketplacePrice?: InputMaybe<Scalars['Cents']['input']>;
  /** Maximum token cost. */
  maxTokens?: InputMaybe<Scalars['Float']['input']>;
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  /** A part of the name or of an address field, ignoring case. */
  searchText?: InputMaybe<Scalars['String']['input']>;
  /** State code, ignoring case. */
  state?: InputMaybe<Scalars['String']['input']>;
  statuses?: InputMaybe<Array<LocationStatus>>;
  workspaceIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GetMemberApplicationsInput = {
  ids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  statuses?: InputMaybe<Array<MemberApplicationStatus>>;
  userIds?: InputMaybe<Array<Scalars['String']['input']>>;
  workspaceIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GetRoomClosuresInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  roomIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GetRoomsInput = {
  amenities?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Keep only rooms with a marketplace hourly price. */
  excludeRoomsNotOnMarketplace?: InputMaybe<Scalars['Boolean']['input']>;
  /** On the room's location. */
  geoSearch?: InputMaybe<GeoSearchInput>;
  ids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  locationIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** On marketplacePricePerHour ?? pricePerHour. */
  maxMarketplacePricePerHour?: InputMaybe<Scalars['Cents']['input']>;
  maxTokensPerHour?: InputMaybe<Scalars['Float']['input']>;
  minimumCapacity?: InputMaybe<Scalars['Int']['input']>;
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  /** A part of the room's name or of its location's name or address, ignoring case. */
  searchText?: InputMaybe<Scalars['String']['input']>;
  /** State code of the room's location, ignoring case. */
  state?: InputMaybe<Scalars['String']['input']>;
};

export type GetTenantsInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  /** Only these tenants (by tenantId). */
  tenantIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GetUserLocationsInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  locationIds?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  userIds?: InputMaybe<Array<Scalars['String']['input']>>;
  workspaceIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GetUserTenantsResponse = {
  tenants?: Maybe<Array<Tenant>>;
};

export type GetUsersInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
};

export type GetUsersWithRoleInput = {
  limit: Scalars['Int']['input'];
  offset: Scalars['Int']['input'];
  role: Scalars['String']['input'];
  tenantId: Scalars['String']['input'];
};

export type GetWorkspaceApplicationsInput = {
  ids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  ownerIds?: InputMaybe<Array<Scalars['String']['input']>>;
  statuses?: InputMaybe<Array<WorkspaceApplicationStatus>>;
};

export type GetWorkspaceMembersInput = {
  ids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  userIds?: InputMaybe<Array<Scalars['String']['input']>>;
  workspaceIds?: InputMaybe<Array<Scalars['String']['input']>>;
};

export type GetWorkspaceUsersWithRoleInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
  role: Scalars['String']['input'];
  tenantId: Scalars['String']['input'];
};

export type GetWorkspacesInput = {
  ids?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: Scalars['Int']['input'];
  /** How many matches to skip (>= 0). */
  offset?: Scalars['Int']['input'];
};

export type IsOpenResponse = {
  /** The type of the closure that decides, when one does. */
  closureType?: Maybe<ClosureType>;
  isOpen: Scalars['Boolean']['output'];
};

export type Location = {
  address: LocationAddress;
  amenities: Array<Scalars['String']['output']>;
  autoApproveReservations: Scalars['Boolean']['output'];
  checkInInstructions: Scalars['String']['output'];
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  description?: Maybe<Scalars['String']['output']>;
  geo: Geo;
  id: Scalars['ID']['output'];
  /** Day pass price on the marketplace, in cents. */
  marketplacePrice?: Maybe<Scalars['Cents']['output']>;
  name: Scalars['String']['output'];
  phone: Scalars['String']['output'];
  pictureUrls: Array<Scalars['String']['output']>;
  /** Day pass price in cents. */
  price: Scalars['Cents']['output'];
  schedule: Schedule;
  status: LocationStatus;
  /** Spelled as the interface documents spell it. */
  termsOfSerivceUrl: Scalars['String']['output'];
  /** IANA time zone of the location, from its coordinates. */
  timeZone: Scalars['String']['output'];
  waiverUrl: Scalars['String']['output'];
  workspaceId: Scalars['String']['output'];
};

/** A postal address (every line optional). */
export type LocationAddress = {
  city?: Maybe<Scalars['String']['output']>;
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  state?: Maybe<Scalars['String']['output']>;
  zipCode?: Maybe<Scalars['String']['output']>;
};

export type LocationAddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  state?: InputMaybe<Scalars['String']['input']>;
  zipCode?: InputMaybe<Scalars['String']['input']>;
};

export type LocationClosure = {
  dateCreated: Scalars['DateTimeISO']['output'];
  dateRange: DateRange;
  dateUpdated: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  locationId: Scalars['String']['output'];
  recurrence: Recurrence;
  recurrenceEndDate?: Maybe<Scalars['DateTimeISO']['output']>;
  type: ClosureType;
  workspaceId: Scalars['String']['output'];
};

export type LocationClosureIPagedResponse = {
  data: Array<LocationClosure>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type LocationClosureInput = {
  dateRange: DateRangeInput;
  locationId: Scalars['String']['input'];
  recurrence: Recurrence;
  /** Last local day an occurrence may start (inclusive); null repeats forever. */
  recurrenceEndDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  type?: InputMaybe<ClosureType>;
  /** Must be the location's workspace. */
  workspaceId: Scalars['String']['input'];
};

export type LocationStatus =
  | 'Active'
  | 'Inactive';

export type LoginResponse = {
  access_token: Scalars['String']['output'];
  /** Seconds until the access token expires. */
  expires_in: Scalars['Int']['output'];
  refresh_token: Scalars['String']['output'];
};

export type MemberApplication = {
  activationDate?: Maybe<Scalars['DateTimeISO']['output']>;
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** Where the license is used. */
  locationId?: Maybe<Scalars['String']['output']>;
  requestedActivationDate: Scalars['DateTimeISO']['output'];
  status: MemberApplicationStatus;
  userId: Scalars['String']['output'];
  workspaceId: Scalars['String']['output'];
  /** The license requested. */
  workspaceLicenseTemplateId: Scalars['String']['output'];
};

export type MemberApplicationIPagedResponse = {
  data: Array<MemberApplication>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type MemberApplicationStatus =
  | 'Approved'
  | 'Denied'
  | 'Pending'
  | 'Request'
  | 'Submitted';

export type Mutation = {
  /** AddUserRole (employers): creates the user from the contact when new and grants the role in the employer's tenant. */
  addEmployerUserRole: Scalars['Boolean']['output'];
  /** Adds a Workspace or Employer tenant (Platform Admin). */
  addTenant: Scalars['Boolean']['output'];
  /** Adds a claim (type and value) to a user (Platform Admin). */
  addUserClaim: Scalars['Boolean']['output'];
  /** Grants a role to a user within a tenant. */
  addUserRole: Scalars['Boolean']['output'];
  /** AddUserRole (workspaces): creates the user from the contact when new. */
  addWorkspaceUserRole: User;
  /** ApproveApplication (employers): Submitted -> Approved; creates and returns the Employer. */
  approveEmployerApplication: Employer;
  /** ApproveApplicationInquiry (employers): Inquiry -> Pending. */
  approveEmployerApplicationInquiry: EmployerApplication;
  /** ApproveMemberApplication: creates the WorkspaceMember (and the UserLocation with a location). */
  approveMemberApplication: MemberApplication;
  /** ApproveMemberApplicationRequest: Request to Pending. */
  approveMemberApplicationRequest: MemberApplication;
  /** ApproveApplication (workspaces): creates and answers the Workspace. */
  approveWorkspaceApplication: Workspace;
  /** ApproveApplicationInquiry (workspaces): Inquiry to Pending. */
  approveWorkspaceApplicationInquiry: WorkspaceApplication;
  /** CreateEmployee: creates the user from the contact when new; the employee starts Active. */
  createEmployee: Employee;
  /** CreateEmployeeInquiry: any signed-in user. */
  createEmployeeInquiry: EmployeeInquiry;
  /** CreateApplication (employers): the public inquiry form. */
  createEmployerApplication: EmployerApplication;
  /** CreateLocationClosures (all or none). */
  createLocationClosures: Array<LocationClosure>;
  /** CreateMemberApplication: status Request. */
  createMemberApplication: MemberApplication;
  /** CreateRoomClosures (all or none). */
  createRoomClosures: Array<RoomClosure>;
  /** Creates an account without a password and mails its owner a password-setup code (Platform Admin). */
  createUser: User;
  /** CreateUserLocation. */
  createUserLocation: UserLocation;
  /** CreateApplication (workspaces): the public inquiry; status Inquiry. */
  createWorkspaceApplication: WorkspaceApplication;
  /** DeleteLocationClosure. */
  deleteLocationClosure: Scalars['Boolean']['output'];
  /** DeleteRoomClosure. */
  deleteRoomClosure: Scalars['Boolean']['output'];
  /** DeleteUserLocation (200 empty over REST). */
  deleteUserLocation: Scalars['Boolean']['output'];
  /** DenyApplication (employers): Inquiry, Pending or Submitted -> Denied. */
  denyEmployerApplication: EmployerApplication;
  /** DenyMemberApplication. */
  denyMemberApplication: MemberApplication;
  /** DenyApplication (workspaces). */
  denyWorkspaceApplication: WorkspaceApplication;
  /** Mails a reset code (valid 30 minutes) when the account exists; always true. */
  forgotPassword: Scalars['Boolean']['output'];
  /** InviteWorkspace: an application in status Pending, with an invitation mail. */
  inviteWorkspace: WorkspaceApplication;
  /** RemoveUserRole (employers): revokes the role in the employer's tenant. */
  removeEmployerUserRole: Scalars['Boolean']['output'];
  /** Revokes a role of a user within a tenant. */
  removeUserRole: Scalars['Boolean']['output'];
  /** RemoveUserRole (workspaces). */
  removeWorkspaceUserRole: Scalars['Boolean']['output'];
  /** Sets a new password with a reset or password-setup code; ends every session. */
  resetPassword: Scalars['Boolean']['output'];
  /** Replaces the caller's API key with a new one; the old key stops working at once. */
  rotateApiKey: GetApiKeyResponse;
  /** SendApplicationReminder (employers): at most one per application per 24 h. */
  sendEmployerApplicationReminder: Scalars['Boolean']['output'];
  /** Mails the caller a 6-digit code, valid 10 minutes (step-up verification). */
  sendTwoFactorCode: Scalars['Boolean']['output'];
  /** SendApplicationReminder (workspaces): at most one per application per 24 h. */
  sendWorkspaceApplicationReminder: Scalars['Boolean']['output'];
  /** Sets a location Active or Inactive. */
  setLocationStatus: ExtendedLocation;
  /** Creates an account with a password (emailConfirmed false). */
  signUp: User;
  /** SubmitApplication (employers): Pending -> Submitted. */
  submitEmployerApplication: EmployerApplication;
  /** SubmitMemberApplication: Pending to Submitted (the applicant). */
  submitMemberApplication: MemberApplication;
  /** SubmitApplication (workspaces): replaces the content, validates it, status Submitted. */
  submitWorkspaceApplication: WorkspaceApplication;
  /** Suspends a user: their tokens, refresh tokens and API keys stop working at once (Platform Admin). */
  suspendUser: Scalars['Boolean']['output'];
  /** Exchanges credentials (password grant) or a refresh token for an access and a refresh token. */
  token: LoginResponse;
  /** Lifts a suspension: the user may sign in again and their API key works again (Platform Admin). */
  unsuspendUser: Scalars['Boolean']['output'];
  /** UpdateEmployeeStatus: Active or Inactive; stamps statusUpdatedDate. */
  updateEmployeeStatus: Employee;
  /** UpdateApplication (employers): replaces name, description and address (Inquiry or Pending). */
  updateEmployerApplication: EmployerApplication;
  /** UpdateMemberApplication. */
  updateMemberApplication: MemberApplication;
  /** UpdateWorkspace (logoUrl). */
  updateWorkspace: Workspace;
  /** UpdateApplication (workspaces). */
  updateWorkspaceApplication: WorkspaceApplication;
  /** UploadLocationImage: PNG, JPEG or WebP; answers the public URL. */
  uploadLocationImage: Scalars['String']['output'];
  /** UploadTerms: PDF; answers the public URL. */
  uploadTerms: Scalars['String']['output'];
  /** UploadWaiver: PDF; answers the public URL. */
  uploadWaiver: Scalars['String']['output'];
  /** UpsertLocation: by id, else by (workspace, name), else creates. */
  upsertLocation: ExtendedLocation;
  /** UpsertRoom: by id, else by (location, name), else creates. */
  upsertRoom: ExtendedRoom;
  /** Checks the code: marks the session verified (refresh to get a full token) and the email confirmed. */
  verifyTwoFactorCode: Scalars['Boolean']['output'];
};


export type MutationAddEmployerUserRoleArgs = {
  input: AddEmployerUserRoleInput;
};


export type MutationAddTenantArgs = {
  input: AddTenantInput;
};


export type MutationAddUserClaimArgs = {
  input: AddUserClaimInput;
};


export type MutationAddUserRoleArgs = {
  input: UserRoleInput;
};


export type MutationAddWorkspaceUserRoleArgs = {
  input: AddWorkspaceUserRoleInput;
};


export type MutationApproveEmployerApplicationArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationApproveEmployerApplicationInquiryArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationApproveMemberApplicationArgs = {
  id: Scalars['String']['input'];
};


export type MutationApproveMemberApplicationRequestArgs = {
  id: Scalars['String']['input'];
};


export type MutationApproveWorkspaceApplicationArgs = {
  input: WorkspaceApplicationIdInput;
};


export type MutationApproveWorkspaceApplicationInquiryArgs = {
  input: WorkspaceApplicationIdInput;
};


export type MutationCreateEmployeeArgs = {
  input: CreateEmployeeInput;
};


export type MutationCreateEmployeeInquiryArgs = {
  input: CreateEmployeeInquiryInput;
};


export type MutationCreateEmployerApplicationArgs = {
  input: CreateEmployerApplicationInput;
};


export type MutationCreateLocationClosuresArgs = {
  input: CreateLocationClosuresInput;
};


export type MutationCreateMemberApplicationArgs = {
  input: CreateMemberApplicationInput;
};


export type MutationCreateRoomClosuresArgs = {
  input: CreateRoomClosuresInput;
};


export type MutationCreateUserArgs = {
  input: CreateUserInput;
};


export type MutationCreateUserLocationArgs = {
  input: CreateUserLocationInput;
};


export type MutationCreateWorkspaceApplicationArgs = {
  input: CreateWorkspaceApplicationInput;
};


export type MutationDeleteLocationClosureArgs = {
  id: Scalars['String']['input'];
};


export type MutationDeleteRoomClosureArgs = {
  id: Scalars['String']['input'];
};


export type MutationDeleteUserLocationArgs = {
  id: Scalars['String']['input'];
};


export type MutationDenyEmployerApplicationArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationDenyMemberApplicationArgs = {
  id: Scalars['String']['input'];
};


export type MutationDenyWorkspaceApplicationArgs = {
  input: WorkspaceApplicationIdInput;
};


export type MutationForgotPasswordArgs = {
  input: ForgotPasswordInput;
};


export type MutationInviteWorkspaceArgs = {
  input: CreateWorkspaceApplicationInput;
};


export type MutationRemoveEmployerUserRoleArgs = {
  input: RemoveEmployerUserRoleInput;
};


export type MutationRemoveUserRoleArgs = {
  input: UserRoleInput;
};


export type MutationRemoveWorkspaceUserRoleArgs = {
  input: RemoveWorkspaceUserRoleInput;
};


export type MutationResetPasswordArgs = {
  input: ResetPasswordInput;
};


export type MutationSendEmployerApplicationReminderArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationSendWorkspaceApplicationReminderArgs = {
  input: WorkspaceApplicationIdInput;
};


export type MutationSetLocationStatusArgs = {
  input: SetLocationStatusInput;
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationSubmitEmployerApplicationArgs = {
  applicationId: Scalars['ID']['input'];
};


export type MutationSubmitMemberApplicationArgs = {
  id: Scalars['String']['input'];
};


export type MutationSubmitWorkspaceApplicationArgs = {
  id: Scalars['String']['input'];
  input: WorkspaceApplicationContentInput;
};


export type MutationSuspendUserArgs = {
  input: SuspendUserInput;
};


export type MutationTokenArgs = {
  input: TokenInput;
};


export type MutationUnsuspendUserArgs = {
  input: SuspendUserInput;
};


export type MutationUpdateEmployeeStatusArgs = {
  input: UpdateEmployeeStatusInput;
};


export type MutationUpdateEmployerApplicationArgs = {
  id: Scalars['ID']['input'];
  input: UpdateEmployerApplicationInput;
};


export type MutationUpdateMemberApplicationArgs = {
  id: Scalars['String']['input'];
  input: UpdateMemberApplicationInput;
};


export type MutationUpdateWorkspaceArgs = {
  id: Scalars['String']['input'];
  input: UpdateWorkspaceInput;
};


export type MutationUpdateWorkspaceApplicationArgs = {
  id: Scalars['String']['input'];
  input: WorkspaceApplicationContentInput;
};


export type MutationUploadLocationImageArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUploadTermsArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUploadWaiverArgs = {
  file?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationUpsertLocationArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
  input: UpsertLocationInput;
};


export type MutationUpsertRoomArgs = {
  id?: InputMaybe<Scalars['String']['input']>;
  input: UpsertRoomInput;
};


export type MutationVerifyTwoFactorCodeArgs = {
  input: VerifyTwoFactorCodeInput;
};

export type PagedRequest = {
  limit: Scalars['Int']['output'];
  offset: Scalars['Int']['output'];
};

export type Query = {
  /** GetAddresses: matching addresses with coordinates, best first, at most 10. */
  addresses: Array<AddressSearchMatch>;
  /** The caller's API key (created on the first call). Send it as the `Api-Key` header. */
  apiKey: GetApiKeyResponse;
  /** Employee inquiries, newest first (Platform Admin). */
  employeeInquiries: EmployeeInquiryIPagedResponse;
  /** GetEmployees: the Platform Admin sees all, an employer Admin their employees, anyone their own employee records. */
  employees: EmployeeIPagedResponse;
  /** GetApplications (employers): the Platform Admin sees all, an owner their own. */
  employerApplications: EmployerApplicationIPagedResponse;
  /** GetUsersWithRole (employers): the users holding a role in the employer's tenant. */
  employerUsersWithRole: UserIPagedResponse;
  /** GetEmployers: the Platform Admin sees all; others the employers they administer or work for. */
  employers: EmployerIPagedResponse;
  /** GetLocationClosures. */
  locationClosures: LocationClosureIPagedResponse;
  /** LocationIsOpen: `date` is an instant (with Z or an offset), a local date-time, or a whole local day YYYY-MM-DD. */
  locationIsOpen: IsOpenResponse;
  /** GetLocations: every filter combined; operators also see their own inactive locations. */
  locations: ExtendedLocationIPagedResponse;
  /** The signed-in caller. */
  me: User;
  /** GetMemberApplications: newest first. */
  memberApplications: MemberApplicationIPagedResponse;
  /** GetWorkspace (/Workspace/my): the caller's workspace. */
  myWorkspace: Workspace;
  /** GetRoomClosures. */
  roomClosures: RoomClosureIPagedResponse;
  /** RoomIsOpen: its location open and no room closure covering it. */
  roomIsOpen: IsOpenResponse;
  /** GetRooms: room filters plus place filters on each room's location. */
  rooms: ExtendedRoomIPagedResponse;
  /** Tenants, newest first: all of them for the Platform Admin, otherwise those the caller holds a role in. */
  tenants: TenantIPagedResponse;
  /** GetUserLocations: newest first. */
  userLocations: UserLocationIPagedResponse;
  /** The tenants the caller holds a role in. */
  userTenants: GetUserTenantsResponse;
  /** All users, newest first (Platform Admin). */
  users: UserIPagedResponse;
  /** The users holding a role in a tenant, newest first (Platform Admin, or an Admin of that tenant). */
  usersWithRole: UserIPagedResponse;
  /** GetApplications (workspaces): newest first. */
  workspaceApplications: WorkspaceApplicationIPagedResponse;
  /** GetWorkspaceMembers: newest first. */
  workspaceMembers: WorkspaceMemberIPagedResponse;
  /** GetUsersWithRole (workspaces). */
  workspaceUsersWithRole: UserIPagedResponse;
  /** GetWorkspaces: newest first. */
  workspaces: WorkspaceIPagedResponse;
};


export type QueryAddressesArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryEmployeeInquiriesArgs = {
  input?: InputMaybe<GetEmployeeInquiriesInput>;
};


export type QueryEmployeesArgs = {
  input?: InputMaybe<GetEmployeesInput>;
};


export type QueryEmployerApplicationsArgs = {
  input?: InputMaybe<GetEmployerApplicationsInput>;
};


export type QueryEmployerUsersWithRoleArgs = {
  input: GetEmployerUsersWithRoleInput;
};


export type QueryEmployersArgs = {
  input?: InputMaybe<GetEmployersInput>;
};


export type QueryLocationClosuresArgs = {
  input?: InputMaybe<GetLocationClosuresInput>;
};


export type QueryLocationIsOpenArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
};


export type QueryLocationsArgs = {
  input?: InputMaybe<GetLocationsInput>;
};


export type QueryMemberApplicationsArgs = {
  input?: InputMaybe<GetMemberApplicationsInput>;
};


export type QueryRoomClosuresArgs = {
  input?: InputMaybe<GetRoomClosuresInput>;
};


export type QueryRoomIsOpenArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  id?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRoomsArgs = {
  input?: InputMaybe<GetRoomsInput>;
};


export type QueryTenantsArgs = {
  input?: InputMaybe<GetTenantsInput>;
};


export type QueryUserLocationsArgs = {
  input?: InputMaybe<GetUserLocationsInput>;
};


export type QueryUsersArgs = {
  input?: InputMaybe<GetUsersInput>;
};


export type QueryUsersWithRoleArgs = {
  input: GetUsersWithRoleInput;
};


export type QueryWorkspaceApplicationsArgs = {
  input?: InputMaybe<GetWorkspaceApplicationsInput>;
};


export type QueryWorkspaceMembersArgs = {
  input?: InputMaybe<GetWorkspaceMembersInput>;
};


export type QueryWorkspaceUsersWithRoleArgs = {
  input: GetWorkspaceUsersWithRoleInput;
};


export type QueryWorkspacesArgs = {
  input?: InputMaybe<GetWorkspacesInput>;
};

export type Recurrence =
  | 'Daily'
  | 'Monthly'
  | 'None'
  | 'Weekly'
  | 'Yearly';

export type Referral = {
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

export type RemoveEmployerUserRoleInput = {
  /** The admin's email. */
  email: Scalars['String']['input'];
  employerId: Scalars['ID']['input'];
  role: Scalars['String']['input'];
};

export type RemoveWorkspaceUserRoleInput = {
  email: Scalars['String']['input'];
  role: Scalars['String']['input'];
  workspaceId: Scalars['String']['input'];
};

export type ResetPasswordInput = {
  email: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
  /** The code from the reset (or password-setup) mail. */
  resetCode: Scalars['String']['input'];
};

export type RoomClosure = {
  dateCreated: Scalars['DateTimeISO']['output'];
  dateRange: DateRange;
  dateUpdated: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  recurrence: Recurrence;
  recurrenceEndDate?: Maybe<Scalars['DateTimeISO']['output']>;
  roomId: Scalars['String']['output'];
  type: ClosureType;
  workspaceId: Scalars['String']['output'];
};

export type RoomClosureIPagedResponse = {
  data: Array<RoomClosure>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type RoomClosureInput = {
  dateRange: DateRangeInput;
  recurrence: Recurrence;
  recurrenceEndDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  roomId: Scalars['String']['input'];
  type?: InputMaybe<ClosureType>;
  /** Must be the workspace of the room's location. */
  workspaceId: Scalars['String']['input'];
};

export type Schedule = {
  friday: ScheduleDay;
  monday: ScheduleDay;
  saturday: ScheduleDay;
  sunday: ScheduleDay;
  thursday: ScheduleDay;
  tuesday: ScheduleDay;
  wednesday: ScheduleDay;
};

export type ScheduleDay = {
  close: Scalars['TimeOfDay']['output'];
  isOpen: Scalars['Boolean']['output'];
  /** Maximum number of day passes for that day. */
  maxVisitors?: Maybe<Scalars['Int']['output']>;
  open: Scalars['TimeOfDay']['output'];
};

export type ScheduleDayInput = {
  close: Scalars['TimeOfDay']['input'];
  isOpen: Scalars['Boolean']['input'];
  maxVisitors?: InputMaybe<Scalars['Int']['input']>;
  open: Scalars['TimeOfDay']['input'];
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
  id: Scalars['String']['input'];
  status: LocationStatus;
};

export type SignUpInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type SuspendUserInput = {
  /** The user to suspend (or unsuspend). */
  email: Scalars['String']['input'];
};

export type Tenant = {
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  tenantId: Scalars['String']['output'];
  tenantName: Scalars['String']['output'];
  tenantType: Scalars['String']['output'];
};

export type TenantIPagedResponse = {
  data: Array<Tenant>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
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

export type UpdateEmployeeStatusInput = {
  employerId: Scalars['ID']['input'];
  status: EmployeeStatus;
  userId: Scalars['ID']['input'];
};

export type UpdateEmployerApplicationInput = {
  address: EmployerAddressInput;
  description: Scalars['String']['input'];
  name: Scalars['String']['input'];
};

export type UpdateMemberApplicationInput = {
  /** Only an Admin of the workspace may set it. */
  activationDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Replaces the location; null or omitted clears it. */
  locationId?: InputMaybe<Scalars['String']['input']>;
  requestedActivationDate: Scalars['DateTimeISO']['input'];
};

export type UpdateWorkspaceInput = {
  /** The new logo URL; null or omitted clears it. */
  logoUrl?: InputMaybe<Scalars['String']['input']>;
};

export type UpsertLocationInput = {
  address: LocationAddressInput;
  amenities: Array<Scalars['String']['input']>;
  autoApproveReservations: Scalars['Boolean']['input'];
  checkInInstructions: Scalars['String']['input'];
  description?: InputMaybe<Scalars['String']['input']>;
  marketplacePrice?: InputMaybe<Scalars['Cents']['input']>;
  name: Scalars['String']['input'];
  phone: Scalars['String']['input'];
  pictureUrls: Array<Scalars['String']['input']>;
  price: Scalars['Cents']['input'];
  schedule: ScheduleInput;
  termsOfSerivceUrl: Scalars['String']['input'];
  waiverUrl: Scalars['String']['input'];
  workspaceId: Scalars['String']['input'];
};

export type UpsertRoomInput = {
  amenities: Array<Scalars['String']['input']>;
  autoApproveReservations: Scalars['Boolean']['input'];
  capacity: Scalars['Int']['input'];
  locationId: Scalars['String']['input'];
  marketplacePricePerDay?: InputMaybe<Scalars['Cents']['input']>;
  marketplacePricePerHour?: InputMaybe<Scalars['Cents']['input']>;
  maxReservationMinutes: Scalars['Int']['input'];
  name: Scalars['String']['input'];
  pictureUrls: Array<Scalars['String']['input']>;
  pricePerDay?: InputMaybe<Scalars['Cents']['input']>;
  pricePerHour: Scalars['Cents']['input'];
  quantity: Scalars['Int']['input'];
};

export type User = {
  /** The user's claims (visible to the user and the Platform Admin; empty for others). */
  claims: Array<UserClaim>;
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

export type UserClaim = {
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  type: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

export type UserIPagedResponse = {
  data: Array<User>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type UserLocation = {
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  locationId: Scalars['String']['output'];
  userId: Scalars['String']['output'];
  workspaceId: Scalars['String']['output'];
};

export type UserLocationIPagedResponse = {
  data: Array<UserLocation>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type UserRoleInput = {
  email: Scalars['String']['input'];
  role: Scalars['String']['input'];
  tenantId: Scalars['String']['input'];
};

export type VerifyTwoFactorCodeInput = {
  /** The 6-digit code from the mail. */
  code: Scalars['String']['input'];
};

export type Workspace = {
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  logoUrl: Scalars['String']['output'];
  name: Scalars['String']['output'];
};

/** Application of the workspaces document. */
export type WorkspaceApplication = {
  contact: WorkspaceContact;
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  locations?: Maybe<Array<ApplicationLocation>>;
  name: Scalars['String']['output'];
  ownerEmail?: Maybe<Scalars['String']['output']>;
  ownerId?: Maybe<Scalars['String']['output']>;
  status: WorkspaceApplicationStatus;
  wasInvited: Scalars['Boolean']['output'];
  workspaceId?: Maybe<Scalars['String']['output']>;
};

export type WorkspaceApplicationContentInput = {
  description: Scalars['String']['input'];
  /** Replaces the locations when given; left as they are when omitted. */
  locations?: InputMaybe<Array<ApplicationLocationInput>>;
  name: Scalars['String']['input'];
};

export type WorkspaceApplicationIPagedResponse = {
  data: Array<WorkspaceApplication>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type WorkspaceApplicationIdInput = {
  applicationId: Scalars['String']['input'];
};

/** ApplicationStatus of the workspaces document. */
export type WorkspaceApplicationStatus =
  | 'Approved'
  | 'Denied'
  | 'Inquiry'
  | 'Pending'
  | 'Submitted';

/** Contact of the workspaces document. */
export type WorkspaceContact = {
  email: Scalars['String']['output'];
  /** Read-only: the first words of name. */
  firstName?: Maybe<Scalars['String']['output']>;
  /** Read-only: the last word of name. */
  lastName?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
};

export type WorkspaceContactInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
};

export type WorkspaceIPagedResponse = {
  data: Array<Workspace>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

export type WorkspaceMember = {
  activationDate: Scalars['DateTimeISO']['output'];
  dateCreated: Scalars['DateTimeISO']['output'];
  dateUpdated: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  locationId?: Maybe<Scalars['String']['output']>;
  memberApplicationId?: Maybe<Scalars['String']['output']>;
  status: WorkspaceMemberStatus;
  userId: Scalars['String']['output'];
  workspaceId: Scalars['String']['output'];
  workspaceLicenseTemplateId: Scalars['String']['output'];
};

export type WorkspaceMemberIPagedResponse = {
  data: Array<WorkspaceMember>;
  pagedRequest: PagedRequest;
  /** All matches, not only this page. */
  totalCount: Scalars['Int']['output'];
};

/** Active from approval of the member application. */
export type WorkspaceMemberStatus =
  | 'Active'
  | 'Inactive';

export type AddEmployerUserRoleInput = {
  contact: EmployerContactInput;
  employerId: string | number;
  role: string;
};

export type AddTenantInput = {
  tenantId: string;
  tenantName: string;
  /** Platform, Workspace or Employer. */
  tenantType: string;
};

export type AddUserClaimInput = {
  email: string;
  type: string;
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

export type ForgotPasswordInput = {
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

export type GetTenantsInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
  /** Only these tenants (by tenantId). */
  tenantIds?: Array<string> | null | undefined;
};

export type GetUsersInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). */
  limit?: number;
  /** How many matches to skip (>= 0). */
  offset?: number;
};

export type GetUsersWithRoleInput = {
  limit: number;
  offset: number;
  role: string;
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

export type ResetPasswordInput = {
  email: string;
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

export type SignUpInput = {
  email: string;
  password: string;
};

export type SuspendUserInput = {
  /** The user to suspend (or unsuspend). */
  email: string;
};

export type TokenInput = {
  /** `password` or `refresh_token`. */
  grantType?: string | null | undefined;
  password?: string | null | undefined;
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

export const CatalogueLocationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CatalogueLocationFieldsFragment, unknown>;
export const EmployerApplicationPartsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EmployerApplicationParts"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EmployerApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}}]}}]} as unknown as DocumentNode<EmployerApplicationPartsFragment, unknown>;
export const OnboardingApplicationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingApplicationFieldsFragment, unknown>;
export const CatalogueLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueLocationFields"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CatalogueLocationsQuery, CatalogueLocationsQueryVariables>;
export const CatalogueUpsertLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogueUpsertLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpsertLocationInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"upsertLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogueLocationFields"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogueLocationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExtendedLocation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line1"}},{"kind":"Field","name":{"kind":"Name","value":"line2"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]} as unknown as DocumentNode<CatalogueUpsertLocationMutation, CatalogueUpsertLocationMutationVariables>;
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