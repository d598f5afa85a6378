/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** AddUserRole (employers): grants a role in the employer's tenant. */
export type AddEmployerUserRoleInput = {
  /** Who gets the role; their user is found by email, or created (without a password) when new. */
  contact: ContactInput;
  /** The employer (its id is its tenant id). */
  employerId: string | number;
  /** The role name (`Admin` carries the built-in rights; letters, digits, space, _ . -; up to 64 characters). */
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

/** A postal address (every line optional, at most 200 characters each; blank is stored as null). */
export type AddressInput = {
  /** City or town; null when not given. */
  city?: string | null | undefined;
  /** First street line (number and street); null when not given. */
  line1?: string | null | undefined;
  /** Second street line (suite, floor, building); null when not given. */
  line2?: string | null | undefined;
  /** State or region; a location's as its two-letter code (e.g. `NY`), which the `state` filters compare ignoring case. */
  state?: string | null | undefined;
  /** Postal code (a location's: a US ZIP code, five digits, ZIP+4 accepted); null when not given. */
  zipCode?: string | null | undefined;
};

/** A location of an application; the fields of ApplicationLocation. */
export type ApplicationLocationInput = {
  /** Postal address (required at submit; must be locatable). */
  address?: AddressInput | null | undefined;
  /** Amenities of the location (free text names). */
  amenities?: Array<string> | null | undefined;
  /** Reservations are auto approved when created. */
  autoApproveReservations: boolean;
  /** What a visitor does on arrival. */
  checkInInstructions?: string | null | undefined;
  /** Description of the location. */
  description?: string | null | undefined;
  /** Marketplace price of a day pass, in cents; null: price applies. */
  marketplacePrice?: number | null | undefined;
  /** Name of the location (required at submit). */
  name?: string | null | undefined;
  /** Phone number of the location. */
  phone?: string | null | undefined;
  /** URLs of pictures of the location. */
  pictureUrls?: Array<string> | null | undefined;
  /** Price of a day pass, in cents (required at submit). */
  price?: number | null | undefined;
  /** The rooms of the location. */
  rooms?: Array<ApplicationLocationRoomInput> | null | undefined;
  /** Weekly opening hours (required at submit). */
  schedule?: ScheduleInput | null | undefined;
  /** URL of the terms of service; spelled as the interface document spells it. */
  termsOfSerivceUrl?: string | null | undefined;
  /** URL of the waiver visitors accept. */
  waiverUrl?: string | null | undefined;
};

/** A room of an application location; the fields of ApplicationLocationRoom. */
export type ApplicationLocationRoomInput = {
  /** Amenities of the room (free text names). */
  amenities?: Array<string> | null | undefined;
  /** Reservations of the room are approved when created. */
  autoApproveReservations: boolean;
  /** People allowed (required at submit). */
  capacity?: number | null | undefined;
  /** Marketplace price of a day, in cents; null: pricePerDay applies. */
  marketplacePricePerDay?: number | null | undefined;
  /** Marketplace price of an hour, in cents; null: pricePerHour applies. */
  marketplacePricePerHour?: number | null | undefined;
  /** Longest reservation, in minutes; null: not set. */
  maxReservationMinutes?: number | null | undefined;
  /** Name of the room (required at submit). */
  name?: string | null | undefined;
  /** URLs of pictures of the room. */
  pictureUrls?: Array<string> | null | undefined;
  /** Price of a day, in cents; null: no daily price. */
  pricePerDay?: number | null | undefined;
  /** Price of an hour, in cents (required at submit). */
  pricePerHour?: number | null | undefined;
  /** How many of this room exist (required at submit). */
  quantity?: number | null | undefined;
};

/** What happened to the record an audit event names. */
export type AuditAction =
  /** The record was written for the first time (its fields: `after` only). */
  | 'Created'
  /** The record was removed (its fields: `before` only). */
  | 'Deleted'
  /** A sign-in was refused (wrong password, unknown or suspended account); the record is the user when the account exists. */
  | 'SignInFailed'
  /** A user signed in with their password (the record is the user). */
  | 'SignedIn'
  /** Some fields of the record changed (each changed field with its value before and after). */
  | 'Updated';

/** What a closure means to visitors. */
export type ClosureType =
  /** The place has not opened yet. */
  | 'ComingSoon'
  /** An ordinary closure (holiday, maintenance...). */
  | 'Default'
  /** A public holiday the location follows (`followsPublicHolidays`): its whole local day, kept by the gateway; opt out of one with `optOutOfPublicHoliday`. */
  | 'PublicHoliday';

/** A contact person: name, email and optional phone; the user of the email is found, or created without a password. */
export type ContactInput = {
  /** Email address (stored lower-cased); names the user. */
  email: string;
  /** First and last name (not blank, at most 200 characters; the last word is the last name). */
  name: string;
  /** Phone number, as given (at most 50 characters); null or blank: none. */
  phone?: string | null | undefined;
};

/** CreateEmployee: the employer, the contact of the employee and an optional own identifier. */
export type CreateEmployeeInput = {
  /** The employee; their user is found by email, or created (without a password) when new. */
  contact: ContactInput;
  /** The employer (the caller must be its Admin or the Platform Admin). */
  employerId: string | number;
  /** The employer's own identifier; defaults to the contact's email. */
  employerUserId?: string | null | undefined;
};

/** CreateEmployeeInquiry: a prospective employee's inquiry. */
export type CreateEmployeeInquiryInput = {
  /** The company the inquirer works for (not blank, at most 200 characters). */
  companyName: string;
  /** The prospective employee's email address. */
  email: string;
  /** The prospective employee's name (not blank, at most 200 characters). */
  employeeName: string;
  /** Who referred them; optional. */
  referralContact?: EmployerReferralInput | null | undefined;
  /** The prospective employee's job title (not blank, at most 200 characters). */
  title: string;
};

/** CreateApplication (employers): the public inquiry form. */
export type CreateEmployerApplicationInput = {
  /** The contact; their user (found by email, or created without a password) becomes the owner. */
  contact: ContactInput;
  /** What the employer wants (not blank, at most 5000 characters; tab and line breaks allowed). */
  description: string;
  /** The company name (not blank, at most 200 characters); becomes the employer name on approval. */
  name: string;
};

/** Location closures to create together: all or none. */
export type CreateLocationClosuresInput = {
  /** The closures; one invalid closure refuses the request, naming `closures[i].<field>`. */
  closures: Array<LocationClosureInput>;
};

/** A new member application (CreateMemberApplication). */
export type CreateMemberApplicationInput = {
  /** A location of the workspace where the license is used; null: none. */
  locationId?: string | null | undefined;
  /** When the applicant wants the membership to start. */
  requestedActivationDate: string;
  /** The applicant: the caller, or any user when the caller is an Admin of the workspace. */
  userId: string;
  /** The workspace applied to. */
  workspaceId: string;
  /** The id of the license template requested (at most 200 characters). */
  workspaceLicenseTemplateId: string;
};

/** A new account without a password; its owner chooses one with the mailed code. */
export type CreateUserInput = {
  /** The email of the new account; must not be registered yet. */
  email: string;
};

/** An endpoint to subscribe to a tenant's events; the caller must be an Admin of the tenant (or the Platform Admin). */
export type CreateWebhookSubscriptionInput = {
  /** The event types to receive (at least one; see docs/decisions.md#webhooks). */
  eventTypes: Array<string>;
  /** The tenant whose events to receive: `platform`, or the id of a workspace or an employer. */
  tenantId: string;
  /** The endpoint: an https URL on a public address, at most 2000 characters. */
  url: string;
};

/** The public inquiry form (CreateApplication) and the invitation (InviteWorkspace). */
export type CreateWorkspaceApplicationInput = {
  /** The contact person; the user of this email becomes the owner (created without a password when new). */
  contact: ContactInput;
  /** The operator's description of itself (not blank, at most 5000 characters; tab and line breaks allowed). */
  description: string;
  /** The operator's name (not blank, at most 200 characters); becomes the workspace name on approval. */
  name: string;
};

/** A period of time: from `from` through the second of `to` (instants, ISO 8601 with Z or an offset); `to` before `from` is refused. */
export type DateRangeInput = {
  /** Start of the period (an instant). */
  from: string;
  /** End of the period (an instant), covered through its second. */
  to: string;
};

/** Whether an employee record is in use (set by UpdateEmployeeStatus). */
export type EmployeeStatus =
  /** Employed: the state of a new employee record. */
  | 'Active'
  /** No longer active (deactivated by an Admin of the employer); the record is kept. */
  | 'Inactive';

/** Where an employer application stands (ApplicationStatus of the employers document; transitions in docs/workflows.md). */
export type EmployerApplicationStatus =
  /** Approved: the employer exists (`employerId`) and the owner is its Admin. Final. */
  | 'Approved'
  /** Denied by the Platform Admin. Final. */
  | 'Denied'
  /** Sent through the public inquiry form; waits for the Platform Admin to let it continue. */
  | 'Inquiry'
  /** Accepted as an inquiry; the owner completes it (name, description, address) and submits it. */
  | 'Pending'
  /** Submitted by the owner; waits for the Platform Admin to approve or deny it. */
  | 'Submitted';

/** Who referred the prospective employee (Referral of the employers document). */
export type EmployerReferralInput = {
  /** The referrer's email address (stored lower-cased). */
  email: string;
  /** The referrer's name (not blank, at most 200 characters). */
  name: string;
};

/** The account that forgot its password. */
export type ForgotPasswordInput = {
  /** The email of the account. */
  email: string;
};

/** Within `maxMiles` great-circle miles of the point, exact at the edge. */
export type GeoSearchInput = {
  /** Latitude of the centre, in degrees (-90 to 90). */
  latitude: number;
  /** Longitude of the centre, in degrees (-180 to 180). */
  longitude: number;
  /** Largest great-circle distance from the point, in miles (>= 0); a place exactly this far is inside. */
  maxMiles: number;
};

/** Filters (combined with AND; an absent one filters nothing) and page of auditEvents (GET /audit/Event). */
export type GetAuditEventsInput = {
  /** Only events made by this user; an id that is not a UUID matches nothing. */
  actorId?: string | number | null | undefined;
  /** Only events at or after this instant (ISO 8601). */
  from?: string | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** Only events of this operation (the mutation, e.g. `suspendUser`). */
  operation?: string | null | undefined;
  /** Only events of the record with this id. */
  recordId?: string | null | undefined;
  /** Only events of records of this type (`User`, `Location`...). */
  recordType?: string | null | undefined;
  /** Only events before this instant (ISO 8601); not before `from`. */
  to?: string | null | undefined;
};

/** The page of the employee inquiries list. */
export type GetEmployeeInquiriesInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
};

/** Filters (combined with AND; an absent or empty list filters nothing) and page of GetEmployees. */
export type GetEmployeesInput = {
  /** Only employees of these employers; an id that is not a UUID matches nothing. */
  employerIds?: Array<string | number> | null | undefined;
  /** Only these employer's own identifiers (exact match). */
  employerUserIds?: Array<string> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** Only employees in these statuses. */
  statuses?: Array<EmployeeStatus> | null | undefined;
  /** Only the employee records of these users; an id that is not a UUID matches nothing. */
  userIds?: Array<string | number> | null | undefined;
};

/** Filters (combined with AND; an absent or empty list filters nothing) and page of GetApplications (employers). */
export type GetEmployerApplicationsInput = {
  /** Only these applications; an id that is not a UUID matches nothing. */
  ids?: Array<string | number> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** Only applications owned by these users; an id that is not a UUID matches nothing. */
  ownerIds?: Array<string | number> | null | undefined;
  /** Only applications in these statuses. */
  statuses?: Array<EmployerApplicationStatus> | null | undefined;
};

/** GetUsersWithRole (employers): the employer, the role and the page. */
export type GetEmployerUsersWithRoleInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** The role name (e.g. `Admin`). */
  role: string;
  /** The employer id (its tenant id). */
  tenantId: string;
};

/** Filter and page of GetEmployers. */
export type GetEmployersInput = {
  /** Only these employers; absent or empty: no filter; an id that is not a UUID matches nothing. */
  employerIds?: Array<string | number> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
};

/** A page of the locations the caller may see. Every filter given must match; an absent filter or an empty list filters nothing. */
export type GetLocationsInput = {
  /** Locations having all of these amenities. */
  amenities?: Array<string> | null | undefined;
  /** Keep only locations with a marketplace price. */
  excludeLocationsNotOnMarketplace?: boolean | null | undefined;
  /** Only locations within `maxMiles` of a point. */
  geoSearch?: GeoSearchInput | null | undefined;
  /** Only these locations (an id that is not a UUID matches nothing). */
  ids?: Array<string> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** On marketplacePrice ?? price. */
  maxMarketplacePrice?: number | null | undefined;
  /** Maximum token cost. */
  maxTokens?: number | null | undefined;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** A part of the name or of an address field, ignoring case. */
  searchText?: string | null | undefined;
  /** State code, ignoring case. */
  state?: string | null | undefined;
  /** Only locations in these statuses (Inactive ones only where the caller may see them). */
  statuses?: Array<LocationStatus> | null | undefined;
  /** Only locations of these workspaces. */
  workspaceIds?: Array<string> | null | undefined;
};

/** A page of the rooms whose locations the caller may see. Every filter given must match; an absent filter or an empty list filters nothing. */
export type GetRoomsInput = {
  /** Rooms having all of these amenities (exact labels). */
  amenities?: Array<string> | null | undefined;
  /** Keep only rooms with a marketplace hourly price. */
  excludeRoomsNotOnMarketplace?: boolean | null | undefined;
  /** On the room's location. */
  geoSearch?: GeoSearchInput | null | undefined;
  /** Only these rooms (an id that is not a UUID matches nothing). */
  ids?: Array<string> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** Only rooms of these locations. */
  locationIds?: Array<string> | null | undefined;
  /** On marketplacePricePerHour ?? pricePerHour. */
  maxMarketplacePricePerHour?: number | null | undefined;
  /** Maximum token cost per hour (a whole number >= 0), on marketplacePricePerHour ?? pricePerHour. */
  maxTokensPerHour?: number | null | undefined;
  /** Rooms for at least this many people. */
  minimumCapacity?: number | null | undefined;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** A part of the room's name or of its location's name or address, ignoring case. */
  searchText?: string | null | undefined;
  /** State code of the room's location, ignoring case. */
  state?: string | null | undefined;
};

/** A page of tenants, optionally only some of them. */
export type GetTenantsInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** Only these tenants (by tenantId). */
  tenantIds?: Array<string> | null | undefined;
};

/** A page of all users. */
export type GetUsersInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
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

/** A page of the webhook subscriptions of the tenants the caller administers (the Platform Admin: all), newest first. */
export type GetWebhookSubscriptionsInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** Only subscriptions of these tenants; absent or empty filters nothing. */
  tenantIds?: Array<string> | null | undefined;
};

/** Filters and page of GetApplications (workspaces); every filter is optional and they combine. */
export type GetWorkspaceApplicationsInput = {
  /** Only these applications (ids); null or empty: no filter. */
  ids?: Array<string> | null | undefined;
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** Only the applications of these owners (user ids); null or empty: no filter. */
  ownerIds?: Array<string> | null | undefined;
  /** Only applications in these statuses; null or empty: no filter. */
  statuses?: Array<WorkspaceApplicationStatus> | null | undefined;
};

/** The tenant and role of GetUsersWithRole (workspaces), and the page. */
export type GetWorkspaceUsersWithRoleInput = {
  /** How many matches to return (1 to the configured maximum, 100 by default). Optional in the graph (20 when left out); required in the paged request body of the REST lists (POST). */
  limit?: number;
  /** How many matches to skip (>= 0). Optional in the graph (0 when left out); required in the paged request body of the REST lists (POST). */
  offset?: number;
  /** The role name, e.g. `Admin`. */
  role: string;
  /** The tenant id (a workspace id). */
  tenantId: string;
};

/** A location closure to create; the caller must administer the location's workspace. */
export type LocationClosureInput = {
  /** When the place is closed; for a recurring closure, the first occurrence. */
  dateRange: DateRangeInput;
  /** The id of the location to close. */
  locationId: string;
  /** How the closure repeats, in the location's local time (None: once). */
  recurrence: Recurrence;
  /** Last local day an occurrence may start (inclusive); null repeats forever. */
  recurrenceEndDate?: string | null | undefined;
  /** Default when omitted; ComingSoon for a place that has not opened yet. */
  type?: ClosureType | null | undefined;
  /** Must be the workspace of the closed place (a room's: its location's). */
  workspaceId: string;
};

/** Whether a location is listed. Upserts keep it; `setLocationStatus` changes it. */
export type LocationStatus =
  /** Listed: every signed-in user sees the location, its rooms and its closures (the default of a new location). */
  | 'Active'
  /** Withdrawn: only the Admins of its workspace and the Platform Admin see the location, its rooms and its closures. */
  | 'Inactive';

/** Where a member application stands. */
export type MemberApplicationStatus =
  /** Approved: the WorkspaceMember exists (and the UserLocation, with a location). */
  | 'Approved'
  /** Refused by an Admin of the workspace; final. */
  | 'Denied'
  /** Accepted by an Admin; waits for the applicant to submit it. */
  | 'Pending'
  /** Filed; waits for an Admin of the workspace to accept the request. */
  | 'Request'
  /** Submitted by the applicant; waits for an Admin to approve or deny it. */
  | 'Submitted';

/** A public holiday a following location stays open on; the caller must administer its workspace. */
export type OptOutOfPublicHolidayInput = {
  /** The holiday's local day, YYYY-MM-DD: a public holiday of the location's calendar. */
  date: string;
  /** The id of the location. */
  locationId: string;
};

/** How a closure repeats, in the location's time zone; a daylight-saving change does not move its local hours. */
export type Recurrence =
  /** Every day, at the same local hours. */
  | 'Daily'
  /** Every month, on the same day of the month; months without that day are skipped. */
  | 'Monthly'
  /** Once: only the date range itself. */
  | 'None'
  /** Every week, on the same weekday. */
  | 'Weekly'
  /** Every year, on the same month and day; 29 February only in leap years. */
  | 'Yearly';

/** RemoveUserRole (employers): revokes a role in the employer's tenant. */
export type RemoveEmployerUserRoleInput = {
  /** The admin's email. */
  email: string;
  /** The employer (its id is its tenant id). */
  employerId: string | number;
  /** The role name to revoke. */
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

/** The opening hours of one weekday, in the location's local time (its `timeZone`). */
export type ScheduleDayInput = {
  /** Local closing time, hh:mm:ss; a `close` at or before `open` runs past midnight into the next day. */
  close: string;
  /** Whether the location opens on this weekday at all; when false, `open` and `close` are ignored. */
  isOpen: boolean;
  /** Maximum number of day passes for that day (>= 0), or null when not set. */
  maxVisitors?: number | null | undefined;
  /** Local opening time, hh:mm:ss. */
  open: string;
};

/** A location's weekly opening hours: all seven weekdays are required, in its local time. */
export type ScheduleInput = {
  /** Opening hours on Fridays. */
  friday: ScheduleDayInput;
  /** Opening hours on Mondays. */
  monday: ScheduleDayInput;
  /** Opening hours on Saturdays. */
  saturday: ScheduleDayInput;
  /** Opening hours on Sundays. */
  sunday: ScheduleDayInput;
  /** Opening hours on Thursdays. */
  thursday: ScheduleDayInput;
  /** Opening hours on Tuesdays. */
  tuesday: ScheduleDayInput;
  /** Opening hours on Wednesdays. */
  wednesday: ScheduleDayInput;
};

/** Whether a location follows public holidays, and whose; the caller must administer its workspace. */
export type SetLocationPublicHolidaysInput = {
  /** ISO 3166-1 country code of the holidays (e.g. `US`); absent, null or blank reads `US`, the country of every address today. */
  country?: string | null | undefined;
  /** True: the location is closed on the public holidays of its calendar (closures of type PublicHoliday); false: it is not. */
  follows: boolean;
  /** The id of the location. */
  locationId: string;
  /** Region of the country (a US state's code, e.g. `MA`); absent, null or blank reads the address's state. */
  region?: string | null | undefined;
};

/** A location and the status to give it. */
export type SetLocationStatusInput = {
  /** The id of the location. */
  id: string;
  /** The new status. */
  status: LocationStatus;
};

/** A new account with a password. */
export type SignUpInput = {
  /** The sign-in email; must not be registered yet. */
  email: string;
  /** The password: 8 to 256 characters, not the email, and hard to guess (a zxcvbn strength score of at least 3 of 4: no common password, word with predictable substitutions, keyboard walk or date). */
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

/** UpdateEmployeeStatus: the employee, named by employer and user, and the new status. */
export type UpdateEmployeeStatusInput = {
  /** The employer (the caller must be its Admin or the Platform Admin). */
  employerId: string | number;
  /** The new status; the one it has already changes nothing. */
  status: EmployeeStatus;
  /** The employee's user id. */
  userId: string | number;
};

/** UpdateApplication (employers): replaces name, description and address. */
export type UpdateEmployerApplicationInput = {
  /** The postal address; every line optional. */
  address: AddressInput;
  /** What the employer wants (not blank, at most 5000 characters; tab and line breaks allowed). */
  description: string;
  /** The company name (not blank, at most 200 characters). */
  name: string;
};

/** What to change of a webhook subscription; what is left out stays. */
export type UpdateWebhookSubscriptionInput = {
  /** False disables the endpoint; true enables it again and clears its failure count. */
  enabled?: boolean | null | undefined;
  /** New event types (at least one). */
  eventTypes?: Array<string> | null | undefined;
  /** A new endpoint URL (the rule of create). */
  url?: string | null | undefined;
};

/** Every field of a location to create or update (an update replaces them all and keeps the status). */
export type UpsertLocationInput = {
  /** Postal address; it must be locatable (a known ZIP code, or a city and state). */
  address: AddressInput;
  /** Amenities, free-form labels (at most 100; duplicates dropped). */
  amenities: Array<string>;
  /** Whether reservations at the location are approved when created. */
  autoApproveReservations: boolean;
  /** What a visitor does on arrival (at most 4000 characters). */
  checkInInstructions: string;
  /** Free text about the location (at most 4000 characters), or null. */
  description?: string | null | undefined;
  /** Day pass price on the marketplace, in cents; null or absent keeps the location off the marketplace. */
  marketplacePrice?: number | null | undefined;
  /** Name, 1 to 200 characters (trimmed). Without an `id`, the location of the workspace with this name is updated, if there is one. */
  name: string;
  /** Front desk phone (at most 50 characters). */
  phone: string;
  /** Picture URLs in display order (at most 100; duplicates dropped). */
  pictureUrls: Array<string>;
  /** Day pass price, in cents. */
  price: number;
  /** Weekly opening hours, in the local time of the address. */
  schedule: ScheduleInput;
  /** URL of the terms of service (from `uploadTerms`); the name is spelled as the interface documents spell it. */
  termsOfSerivceUrl: string;
  /** URL of the waiver visitors accept (from `uploadWaiver`). */
  waiverUrl: string;
  /** The workspace to create the location in (the caller must administer it); on an update, must be the location's own workspace. */
  workspaceId: string;
};

/** Every field of a room to create or update (an update replaces them all). */
export type UpsertRoomInput = {
  /** Amenities, free-form labels (at most 100; duplicates dropped). */
  amenities: Array<string>;
  /** Whether reservations of the room are approved when created. */
  autoApproveReservations: boolean;
  /** People allowed (>= 1). */
  capacity: number;
  /** The id of the room's location; the caller must administer its workspace. A different location moves the room (to a workspace the caller also administers). */
  locationId: string;
  /** Price of a whole day on the marketplace, in cents, or null. */
  marketplacePricePerDay?: number | null | undefined;
  /** Price of one hour on the marketplace, in cents; null or absent keeps the room off the marketplace. */
  marketplacePricePerHour?: number | null | undefined;
  /** Longest reservation allowed, in minutes (>= 1). */
  maxReservationMinutes: number;
  /** Name, 1 to 200 characters (trimmed). Without an `id`, the room of the location with this name is updated, if there is one. */
  name: string;
  /** Picture URLs in display order (at most 100; duplicates dropped). */
  pictureUrls: Array<string>;
  /** Price of a whole day, in cents; null or absent for no daily price. */
  pricePerDay?: number | null | undefined;
  /** Price of one hour, in cents. */
  pricePerHour: number;
  /** How many of this room exist (>= 1). */
  quantity: number;
};

/** A role of a user within a tenant, to grant or revoke. */
export type UserRoleInput = {
  /** The user, by email. */
  email: string;
  /** The role name, case-sensitive (e.g. `Admin`). */
  role: string;
  /** The tenant, by its tenantId (not its id). */
  tenantId: string;
};

/** A two-factor code to check. */
export type VerifyTwoFactorCodeInput = {
  /** The 6-digit code from the mail. */
  code: string;
};

/** The content of an application (UpdateApplication, SubmitApplication); replaces what is there. */
export type WorkspaceApplicationContentInput = {
  /** The operator's description of itself (not blank, at most 5000 characters; tab and line breaks allowed). */
  description: string;
  /** Replaces the locations when given (at most 50, each with at most 100 rooms; every value follows the catalogue's rule for it, as UpsertLocation and UpsertRoom); left as they are when omitted. */
  locations?: Array<ApplicationLocationInput> | null | undefined;
  /** The operator's name (not blank, at most 200 characters); becomes the workspace name on approval. */
  name: string;
};

/** The application a Platform Admin transition acts on. */
export type WorkspaceApplicationIdInput = {
  /** The workspace application id. */
  applicationId: string;
};

/** Where a workspace application stands (the workspaces document's ApplicationStatus). */
export type WorkspaceApplicationStatus =
  /** Approved: the workspace, its locations and rooms exist, and the owner is its Admin. */
  | 'Approved'
  /** Refused by the Platform Admin; final. */
  | 'Denied'
  /** Filed through the public inquiry form; waits for the Platform Admin to let the operator continue. */
  | 'Inquiry'
  /** The operator may fill in and submit its locations and rooms (also the state of an invited operator). */
  | 'Pending'
  /** Complete and validated; waits for the Platform Admin to approve or deny it. */
  | 'Submitted';

export type CalendarLocationFeedQueryVariables = Exact<{
  id: string | number;
}>;


export type CalendarLocationFeedQuery = { location: { id: string, calendarFeed: { url: string, tokenRotatedAt: string | null } | null } | null };

export type CalendarRoomFeedQueryVariables = Exact<{
  id: string | number;
}>;


export type CalendarRoomFeedQuery = { room: { id: string, calendarFeed: { url: string } | null } | null };

export type CalendarLocationsFeedsQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
}>;


export type CalendarLocationsFeedsQuery = { locations: { data: Array<{ id: string, calendarFeed: { url: string } | null }> } };

export type CalendarRotateLocationTokenMutationVariables = Exact<{
  locationId: string;
}>;


export type CalendarRotateLocationTokenMutation = { rotateLocationCalendarToken: { url: string, tokenRotatedAt: string | null } };

export type CalendarLocationDocumentQueryVariables = Exact<{
  id: string;
  token?: string | null | undefined;
}>;


export type CalendarLocationDocumentQuery = { locationCalendar: string };

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

export type CatalogueLocationsTokenCostQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
}>;


export type CatalogueLocationsTokenCostQuery = { locations: { totalCount: number, data: Array<{ id: string, name: string, tokenCost: number }>, pagedRequest: { offset: number, limit: number } } };

export type CatalogueGraphPageQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
  roomLimit?: number | null | undefined;
}>;


export type CatalogueGraphPageQuery = { locations: { totalCount: number, pagedRequest: { offset: number, limit: number }, data: Array<{ id: string, name: string, distanceMiles: number | null, tokenCost: number, price: number, marketplacePrice: number | null, amenities: Array<string>, status: LocationStatus, workspace: { id: string, name: string } | null, rooms: { totalCount: number, data: Array<{ id: string, name: string, capacity: number, tokenCostPerHour: number }> } }> } };

export type CatalogueLocationByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueLocationByIdQuery = { location: { id: string, name: string, status: LocationStatus, distanceMiles: number | null, workspace: { id: string, name: string } | null } | null };

export type CatalogueRoomByIdQueryVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
}>;


export type CatalogueRoomByIdQuery = { room: { id: string, name: string, isOpen: boolean, closureType: ClosureType | null, location: { id: string }, closures: { totalCount: number, data: Array<{ id: string, room: { id: string } }> } } | null };

export type CatalogueLocationClosureByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueLocationClosureByIdQuery = { locationClosure: { id: string, type: ClosureType, location: { id: string, name: string } } | null };

export type CatalogueRoomClosureByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueRoomClosureByIdQuery = { roomClosure: { id: string, room: { id: string, name: string } } | null };

export type CatalogueLocationWalkQueryVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CatalogueLocationWalkQuery = { location: { id: string, isOpen: boolean, closureType: ClosureType | null, closures: { totalCount: number, data: Array<{ id: string, location: { id: string } }> }, rooms: { totalCount: number, pagedRequest: { offset: number, limit: number }, data: Array<{ id: string, name: string, isOpen: boolean, closureType: ClosureType | null, closures: { totalCount: number, data: Array<{ id: string }> } }> } } | null };

export type CatalogueRoomsOfLocationsQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type CatalogueRoomsOfLocationsQuery = { locations: { data: Array<{ id: string, rooms: { totalCount: number, data: Array<{ id: string, name: string }> } }> } };

export type CatalogueClosuresOfLocationsQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
  date?: string | null | undefined;
}>;


export type CatalogueClosuresOfLocationsQuery = { locations: { data: Array<{ id: string, isOpen: boolean, closureType: ClosureType | null, closures: { totalCount: number, data: Array<{ id: string }> }, rooms: { data: Array<{ id: string, isOpen: boolean, closures: { totalCount: number } }> } }> } };

export type CatalogueGraphPageWithoutCountsQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
  roomLimit?: number | null | undefined;
  roomOffset?: number | null | undefined;
}>;


export type CatalogueGraphPageWithoutCountsQuery = { locations: { data: Array<{ id: string, rooms: { data: Array<{ id: string, name: string }> } }> } };

export type CatalogueNarrowPageQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
}>;


export type CatalogueNarrowPageQuery = { locations: { data: Array<{ id: string, price: number, marketplacePrice: number | null, tokenCost: number, workspaceId: string, geo: { latitude: number, longitude: number }, address: { city: string | null, zipCode: string | null }, workspace: { id: string, name: string } | null, rooms: { data: Array<{ id: string, capacity: number, pricePerHour: number, tokenCostPerHour: number, tokenCostPerDay: number | null, locationId: string }> } }> } };

export type CatalogueWidePageQueryVariables = Exact<{
  input?: GetLocationsInput | null | undefined;
}>;


export type CatalogueWidePageQuery = { locations: { data: Array<{ id: string, price: number, marketplacePrice: number | null, tokenCost: number, workspaceId: string, isOpen: boolean, geo: { latitude: number, longitude: number }, address: { city: string | null, zipCode: string | null }, workspace: { id: string, name: string } | null, rooms: { data: Array<{ id: string, capacity: number, pricePerHour: number, tokenCostPerHour: number, tokenCostPerDay: number | null, locationId: string, location: { id: string, name: string } }> } }> } };

export type CatalogueNarrowLocationByIdQueryVariables = Exact<{
  id: string | number;
  roomId: string | number;
}>;


export type CatalogueNarrowLocationByIdQuery = { location: { id: string, name: string, price: number, tokenCost: number, workspaceId: string, geo: { latitude: number, longitude: number }, address: { city: string | null, zipCode: string | null } } | null, room: { id: string, isOpen: boolean, location: { id: string, name: string, price: number, tokenCost: number, workspaceId: string, geo: { latitude: number, longitude: number }, address: { city: string | null, zipCode: string | null } } } | null };

export type CatalogueLocationByIdWithIsOpenQueryVariables = Exact<{
  id: string | number;
}>;


export type CatalogueLocationByIdWithIsOpenQuery = { location: { id: string, name: string, isOpen: boolean } | null };

export type HolidaysSetLocationPublicHolidaysMutationVariables = Exact<{
  input: SetLocationPublicHolidaysInput;
}>;


export type HolidaysSetLocationPublicHolidaysMutation = { setLocationPublicHolidays: { id: string, followsPublicHolidays: boolean, publicHolidayCountry: string | null, publicHolidayRegion: string | null } };

export type HolidaysOptOutMutationVariables = Exact<{
  input: OptOutOfPublicHolidayInput;
}>;


export type HolidaysOptOutMutation = { optOutOfPublicHoliday: { id: string, locationId: string, workspaceId: string, holidayDate: string, name: string, location: { id: string } | null } };

export type HolidaysOptBackInMutationVariables = Exact<{
  id: string;
}>;


export type HolidaysOptBackInMutation = { optBackIntoPublicHoliday: boolean };

export type HolidaysOfLocationQueryVariables = Exact<{
  id: string | number;
  date?: string | null | undefined;
}>;


export type HolidaysOfLocationQuery = { location: { id: string, followsPublicHolidays: boolean, isOpen: boolean, closureType: ClosureType | null, closures: { totalCount: number, data: Array<{ id: string, type: ClosureType, holidayName: string | null, dateRange: { from: string, to: string } }> }, publicHolidayOptOuts: { totalCount: number, data: Array<{ id: string, holidayDate: string, name: string }> } } | null };

export type HolidaysOptOutByIdQueryVariables = Exact<{
  id: string | number;
}>;


export type HolidaysOptOutByIdQuery = { publicHolidayOptOut: { id: string, holidayDate: string } | null };

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

export type EmpContractShapeQueryVariables = Exact<{ [key: string]: never; }>;


export type EmpContractShapeQuery = { app: { fields: Array<{ name: string }> | null } | null, employer: { fields: Array<{ name: string }> | null } | null, employee: { fields: Array<{ name: string }> | null } | null, inquiry: { fields: Array<{ name: string }> | null } | null, status: { enumValues: Array<{ name: string }> | null } | null, mutation: { fields: Array<{ name: string }> | null } | null, query: { fields: Array<{ name: string }> | null } | null };

export type EmpGraphEmployerQueryVariables = Exact<{
  id: string | number;
  offset?: number;
  limit?: number;
}>;


export type EmpGraphEmployerQuery = { employer: { id: string, name: string, employees: { totalCount: number, data: Array<{ id: string, employerId: string, employerUserId: string }>, pagedRequest: { offset: number, limit: number } }, admins: { totalCount: number, data: Array<{ id: string, email: string }> }, inquiries: { totalCount: number, data: Array<{ id: string, companyName: string }> }, application: { id: string, status: EmployerApplicationStatus, employerId: string | null, ownerId: string | null } | null } | null };

export type EmpGraphEmployeeQueryVariables = Exact<{
  id: string | number;
}>;


export type EmpGraphEmployeeQuery = { employee: { id: string, employerId: string, userId: string, employer: { id: string, name: string }, user: { id: string, email: string, employments: { totalCount: number, data: Array<{ id: string, employerId: string }> } } } | null };

export type EmpGraphEmployeeInquiryQueryVariables = Exact<{
  id: string | number;
}>;


export type EmpGraphEmployeeInquiryQuery = { employeeInquiry: { id: string, companyName: string, employer: { id: string, name: string } | null } | null };

export type EmpGraphEmployerApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type EmpGraphEmployerApplicationQuery = { employerApplication: { id: string, status: EmployerApplicationStatus, employerId: string | null, owner: { id: string, email: string } | null, employer: { id: string, name: string } | null } | null };

export type EmpGraphEmployerWalkQueryVariables = Exact<{
  id: string | number;
}>;


export type EmpGraphEmployerWalkQuery = { employer: { id: string, employees: { totalCount: number, data: Array<{ id: string, employer: { id: string }, user: { id: string, employments: { totalCount: number, data: Array<{ id: string, employerId: string }> } } }> }, admins: { totalCount: number, data: Array<{ id: string, employments: { totalCount: number, data: Array<{ id: string, employerId: string }> } }> }, inquiries: { totalCount: number }, application: { id: string, owner: { id: string } | null } | null } | null };

export type EmpGraphEmployersEmployeesQueryVariables = Exact<{
  input?: GetEmployersInput | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type EmpGraphEmployersEmployeesQuery = { employers: { data: Array<{ id: string, employees: { totalCount: number, data: Array<{ id: string }>, pagedRequest: { offset: number, limit: number } } }> } };

export type EmpGraphEmployersAdminsQueryVariables = Exact<{
  input?: GetEmployersInput | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type EmpGraphEmployersAdminsQuery = { employers: { data: Array<{ id: string, admins: { totalCount: number, data: Array<{ id: string }> } }> } };

export type EmpGraphEmployersInquiriesQueryVariables = Exact<{
  input?: GetEmployersInput | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type EmpGraphEmployersInquiriesQuery = { employers: { data: Array<{ id: string, inquiries: { totalCount: number, data: Array<{ id: string, companyName: string, employer: { id: string } | null }> } }> } };

export type EmpGraphEmployersIdsQueryVariables = Exact<{
  input?: GetEmployersInput | null | undefined;
}>;


export type EmpGraphEmployersIdsQuery = { employers: { data: Array<{ id: string }> } };

export type EmpGraphEmployersEveryEdgeQueryVariables = Exact<{
  input?: GetEmployersInput | null | undefined;
}>;


export type EmpGraphEmployersEveryEdgeQuery = { employers: { data: Array<{ id: string, employees: { totalCount: number, data: Array<{ id: string, user: { id: string } }> }, admins: { totalCount: number }, inquiries: { totalCount: number }, application: { id: string } | null }> } };

export type EmpGraphEmployeesIdsQueryVariables = Exact<{
  input?: GetEmployeesInput | null | undefined;
}>;


export type EmpGraphEmployeesIdsQuery = { employees: { data: Array<{ id: string }> } };

export type EmpGraphEmployeesUsersQueryVariables = Exact<{
  input?: GetEmployeesInput | null | undefined;
}>;


export type EmpGraphEmployeesUsersQuery = { employees: { data: Array<{ id: string, userId: string, user: { id: string } }> } };

export type EmpGraphEmployeesEmploymentsQueryVariables = Exact<{
  input?: GetEmployeesInput | null | undefined;
}>;


export type EmpGraphEmployeesEmploymentsQuery = { employees: { data: Array<{ id: string, user: { id: string, employments: { totalCount: number, data: Array<{ id: string, employer: { id: string } }> } } }> } };

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

export type AuditEventsQueryVariables = Exact<{
  input?: GetAuditEventsInput | null | undefined;
}>;


export type AuditEventsQuery = { auditEvents: { totalCount: number, data: Array<{ id: string, dateCreated: string, action: AuditAction, operation: string, recordType: string | null, recordId: string | null, actorUserId: string | null, actorApiKeyId: string | null, tenantId: string | null, clientAddress: string | null, requestId: string | null, changes: Array<{ field: string, before: string | null, after: string | null }>, actor: { id: string, email: string } | null }>, pagedRequest: { offset: number, limit: number } } };

export type AuditEventQueryVariables = Exact<{
  id: string | number;
}>;


export type AuditEventQuery = { auditEvent: { id: string, action: AuditAction, operation: string, recordType: string | null, recordId: string | null, tenantId: string | null } | null };

export type IdentitySchemaRootsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentitySchemaRootsQuery = { __schema: { queryType: { fields: Array<{ name: string }> | null }, mutationType: { fields: Array<{ name: string }> | null } | null } };

export type IdentityMeEmailQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityMeEmailQuery = { me: { email: string } };

export type IdentityMeClaimsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityMeClaimsQuery = { me: { claims: Array<{ type: string, value: string }> } };

export type IdentityMeEmailClaimsQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityMeEmailClaimsQuery = { me: { email: string, claims: Array<{ type: string, value: string }> } };

export type IdentityMeEmailConfirmedQueryVariables = Exact<{ [key: string]: never; }>;


export type IdentityMeEmailConfirmedQuery = { me: { emailConfirmed: boolean } };

export type IdentitySignUpFullMutationVariables = Exact<{
  input: SignUpInput;
}>;


export type IdentitySignUpFullMutation = { signUp: { id: string, email: string, emailConfirmed: boolean, isSuspended: boolean } };

export type IdentityAddUserRoleMutationVariables = Exact<{
  input: UserRoleInput;
}>;


export type IdentityAddUserRoleMutation = { addUserRole: boolean };

export type IdentityRemoveUserRoleMutationVariables = Exact<{
  input: UserRoleInput;
}>;


export type IdentityRemoveUserRoleMutation = { removeUserRole: boolean };

export type IdentityUsersWithRolePagedQueryVariables = Exact<{
  input: GetUsersWithRoleInput;
}>;


export type IdentityUsersWithRolePagedQuery = { usersWithRole: { totalCount: number, data: Array<{ email: string }>, pagedRequest: { offset: number, limit: number } } };

export type IdentityTenantIdsQueryVariables = Exact<{
  input?: GetTenantsInput | null | undefined;
}>;


export type IdentityTenantIdsQuery = { tenants: { totalCount: number, data: Array<{ tenantId: string }> } };

export type IdentityCreateUserMutationVariables = Exact<{
  input: CreateUserInput;
}>;


export type IdentityCreateUserMutation = { createUser: { email: string, emailConfirmed: boolean } };

export type IdentityUsersPagedQueryVariables = Exact<{
  input?: GetUsersInput | null | undefined;
}>;


export type IdentityUsersPagedQuery = { users: { totalCount: number, data: Array<{ email: string }>, pagedRequest: { offset: number, limit: number } } };

export type IdentityUsersTotalQueryVariables = Exact<{
  input?: GetUsersInput | null | undefined;
}>;


export type IdentityUsersTotalQuery = { users: { totalCount: number } };

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


export type IdentityTokenMutation = { token: { access_token: string, refresh_token: string, expires_in: number, token_type: string } };

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

export type CreateWebhookSubscriptionMutationVariables = Exact<{
  input: CreateWebhookSubscriptionInput;
}>;


export type CreateWebhookSubscriptionMutation = { createWebhookSubscription: { secret: string, subscription: { id: string, tenantId: string, url: string, eventTypes: Array<string>, enabled: boolean, failureCount: number } } };

export type UpdateWebhookSubscriptionMutationVariables = Exact<{
  id: string;
  input: UpdateWebhookSubscriptionInput;
}>;


export type UpdateWebhookSubscriptionMutation = { updateWebhookSubscription: { id: string, url: string, eventTypes: Array<string>, enabled: boolean, failureCount: number, disabledForFailuresAt: string | null } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { secret: string, subscription: { id: string } } };

export type SendTestWebhookMutationVariables = Exact<{
  id: string;
}>;


export type SendTestWebhookMutation = { sendTestWebhook: string };

export type WebhookSubscriptionHistoryQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookSubscriptionHistoryQuery = { webhookSubscription: { id: string, enabled: boolean, failureCount: number, disabledForFailuresAt: string | null, createdBy: { email: string } | null, attempts: { totalCount: number, data: Array<{ messageId: string, eventType: string, attempt: number, statusCode: number | null, latencyMs: number, succeeded: boolean, error: string | null }> } } | null };

export type WebhookSubscriptionsQueryVariables = Exact<{
  input?: GetWebhookSubscriptionsInput | null | undefined;
}>;


export type WebhookSubscriptionsQuery = { webhookSubscriptions: { totalCount: number, data: Array<{ id: string, tenantId: string }> } };

export type WebhookSubscriptionsWithAttemptsQueryVariables = Exact<{
  input?: GetWebhookSubscriptionsInput | null | undefined;
  attempts: number;
}>;


export type WebhookSubscriptionsWithAttemptsQuery = { webhookSubscriptions: { totalCount: number, data: Array<{ id: string, attempts: { totalCount: number, data: Array<{ id: string, attempt: number, succeeded: boolean }> } }> } };

export type SmokeMeQueryVariables = Exact<{ [key: string]: never; }>;


export type SmokeMeQuery = { me: { email: string } };

export type TypenameQueryVariables = Exact<{ [key: string]: never; }>;


export type TypenameQuery = { __typename: 'Query' };

export type TenantEdgesOfWorkspaceQueryVariables = Exact<{
  id: string | number;
}>;


export type TenantEdgesOfWorkspaceQuery = { workspace: { id: string, tenant: { tenantId: string, tenantType: string, workspace: { id: string } | null, employer: { id: string } | null, users: { totalCount: number, data: Array<{ id: string }> } } | null } | null };

export type TenantEdgesOfEmployerQueryVariables = Exact<{
  id: string | number;
}>;


export type TenantEdgesOfEmployerQuery = { employer: { id: string, tenant: { tenantId: string, tenantType: string, employer: { id: string } | null, workspace: { id: string } | null } | null } | null };

export type TenantEdgesOfUserQueryVariables = Exact<{
  id: string | number;
}>;


export type TenantEdgesOfUserQuery = { user: { id: string, workspaceApplications: { totalCount: number, data: Array<{ id: string, status: WorkspaceApplicationStatus, workspace: { id: string } | null }> }, employerApplications: { totalCount: number, data: Array<{ id: string, status: EmployerApplicationStatus, employer: { id: string } | null }> }, roles: Array<{ role: string, tenantId: string, user: { id: string }, tenant: { tenantType: string } | null }> } | null };

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

export type OnboardingGraphWorkspaceQueryVariables = Exact<{
  id: string | number;
}>;


export type OnboardingGraphWorkspaceQuery = { workspace: { id: string, name: string, email: string } | null };

export type OnboardingGraphWorkspaceApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type OnboardingGraphWorkspaceApplicationQuery = { workspaceApplication: { id: string, status: WorkspaceApplicationStatus, ownerId: string | null, workspaceId: string | null, owner: { id: string } | null, workspace: { id: string } | null } | null };

export type OnboardingGraphMemberApplicationQueryVariables = Exact<{
  id: string | number;
}>;


export type OnboardingGraphMemberApplicationQuery = { memberApplication: { id: string, status: MemberApplicationStatus, userId: string, workspaceId: string, locationId: string | null, user: { id: string }, workspace: { id: string } | null, location: { id: string } | null } | null };

export type OnboardingGraphWorkspaceMemberQueryVariables = Exact<{
  id: string | number;
}>;


export type OnboardingGraphWorkspaceMemberQuery = { workspaceMember: { id: string, userId: string, workspaceId: string, locationId: string | null, user: { id: string }, workspace: { id: string }, location: { id: string } | null } | null };

export type OnboardingGraphUserLocationQueryVariables = Exact<{
  id: string | number;
}>;


export type OnboardingGraphUserLocationQuery = { userLocation: { id: string, userId: string, workspaceId: string, locationId: string, user: { id: string }, workspace: { id: string } | null, location: { id: string } | null } | null };

export type OnboardingGraphWorkspaceEdgesQueryVariables = Exact<{
  id: string | number;
  offset?: number;
  limit?: number;
}>;


export type OnboardingGraphWorkspaceEdgesQuery = { workspace: { id: string, locations: { totalCount: number, data: Array<{ id: string, name: string, workspace: { id: string } | null, rooms: { totalCount: number, data: Array<{ id: string, name: string, location: { id: string } }> } }> }, admins: { totalCount: number, pagedRequest: { offset: number, limit: number }, data: Array<{ id: string, email: string }> }, members: { totalCount: number, pagedRequest: { offset: number, limit: number }, data: Array<{ id: string, userId: string }> }, memberApplications: { totalCount: number, pagedRequest: { offset: number, limit: number }, data: Array<{ id: string, userId: string, status: MemberApplicationStatus }> }, application: { id: string, status: WorkspaceApplicationStatus, owner: { id: string } | null, workspace: { id: string } | null } | null } | null };

export type OnboardingGraphMembersWithUsersQueryVariables = Exact<{
  id: string | number;
}>;


export type OnboardingGraphMembersWithUsersQuery = { workspace: { id: string, members: { totalCount: number, data: Array<{ id: string, user: { id: string, memberships: { totalCount: number, data: Array<{ id: string, workspaceId: string }> }, locations: { totalCount: number, data: Array<{ id: string, workspaceId: string }> } } }> } } | null };

export type OnboardingGraphMeQueryVariables = Exact<{ [key: string]: never; }>;


export type OnboardingGraphMeQuery = { me: { id: string, memberships: { totalCount: number, data: Array<{ id: string, workspace: { id: string }, location: { id: string } | null }> }, locations: { totalCount: number, data: Array<{ id: string, workspace: { id: string } | null, location: { id: string } | null }> } } };

export type OnboardingGraphWorkspacesMembersQueryVariables = Exact<{
  ids?: Array<string> | string | null | undefined;
  offset?: number;
  limit?: number;
}>;


export type OnboardingGraphWorkspacesMembersQuery = { workspaces: { data: Array<{ id: string, members: { totalCount: number, pagedRequest: { offset: number, limit: number }, data: Array<{ id: string, userId: string }> } }> } };

export type OnboardingGraphCountLocationsQueryVariables = Exact<{
  limit: number;
}>;


export type OnboardingGraphCountLocationsQuery = { workspaces: { data: Array<{ id: string, locations: { totalCount: number, data: Array<{ id: string, rooms: { totalCount: number } }> } }> } };

export type OnboardingGraphCountWorkspaceEdgesQueryVariables = Exact<{
  limit: number;
}>;


export type OnboardingGraphCountWorkspaceEdgesQuery = { workspaces: { data: Array<{ id: string, members: { totalCount: number, data: Array<{ id: string, user: { id: string } }> }, memberApplications: { totalCount: number }, admins: { totalCount: number }, application: { id: string } | null }> } };

export type OnboardingGraphCountMemberApplicationsQueryVariables = Exact<{
  limit: number;
}>;


export type OnboardingGraphCountMemberApplicationsQuery = { memberApplications: { data: Array<{ id: string, user: { id: string, memberships: { totalCount: number, data: Array<{ id: string }> }, locations: { totalCount: number } }, workspace: { id: string } | null, location: { id: string } | null }> } };

export type OnboardingApplicationFieldsFragment = { id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null };

export type OnboardingCreateApplicationMutationVariables = Exact<{
  input: CreateWorkspaceApplicationInput;
}>;


export type OnboardingCreateApplicationMutation = { createWorkspaceApplication: { id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null } };

export type OnboardingApproveInquiryMutationVariables = Exact<{
  input: WorkspaceApplicationIdInput;
}>;


export type OnboardingApproveInquiryMutation = { approveWorkspaceApplicationInquiry: { id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null } };

export type OnboardingUpdateApplicationMutationVariables = Exact<{
  id: string;
  input: WorkspaceApplicationContentInput;
}>;


export type OnboardingUpdateApplicationMutation = { updateWorkspaceApplication: { id: string, status: WorkspaceApplicationStatus, name: string, description: string, ownerId: string | null, ownerEmail: string | null, workspaceId: string | null, wasInvited: boolean, contact: { name: string, email: string, phone: string | null, firstName: string | null, lastName: string | null }, locations: Array<{ name: string | null, price: number | null, termsOfSerivceUrl: string | null, autoApproveReservations: boolean, address: { city: string | null, state: string | null, zipCode: string | null } | null, rooms: Array<{ name: string | null, pricePerHour: number | null, quantity: number | null, capacity: number | null, autoApproveReservations: boolean }> | null }> | null } };

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
export const CalendarLocationFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarLocationFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"tokenRotatedAt"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarLocationFeedQuery, CalendarLocationFeedQueryVariables>;
export const CalendarRoomFeedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarRoomFeed"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]} as unknown as DocumentNode<CalendarRoomFeedQuery, CalendarRoomFeedQueryVariables>;
export const CalendarLocationsFeedsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarLocationsFeeds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"calendarFeed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]}}]}}]} as unknown as DocumentNode<CalendarLocationsFeedsQuery, CalendarLocationsFeedsQueryVariables>;
export const CalendarRotateLocationTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CalendarRotateLocationToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateLocationCalendarToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locationId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locationId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"tokenRotatedAt"}}]}}]}}]} as unknown as DocumentNode<CalendarRotateLocationTokenMutation, CalendarRotateLocationTokenMutationVariables>;
export const CalendarLocationDocumentDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CalendarLocationDocument"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationCalendar"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}]}]}}]} as unknown as DocumentNode<CalendarLocationDocumentQuery, CalendarLocationDocumentQueryVariables>;
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
export const CatalogueLocationsTokenCostDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLocationsTokenCost"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueLocationsTokenCostQuery, CatalogueLocationsTokenCostQueryVariables>;
export const CatalogueGraphPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueGraphPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMiles"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"amenities"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomLimit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerHour"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueGraphPageQuery, CatalogueGraphPageQueryVariables>;
export const CatalogueLocationByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLocationById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"distanceMiles"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueLocationByIdQuery, CatalogueLocationByIdQueryVariables>;
export const CatalogueRoomByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueRoomById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closureType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueRoomByIdQuery, CatalogueRoomByIdQueryVariables>;
export const CatalogueLocationClosureByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLocationClosureById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locationClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueLocationClosureByIdQuery, CatalogueLocationClosureByIdQueryVariables>;
export const CatalogueRoomClosureByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueRoomClosureById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"roomClosure"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"room"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueRoomClosureByIdQuery, CatalogueRoomClosureByIdQueryVariables>;
export const CatalogueLocationWalkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLocationWalk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closureType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closureType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueLocationWalkQuery, CatalogueLocationWalkQueryVariables>;
export const CatalogueRoomsOfLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueRoomsOfLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueRoomsOfLocationsQuery, CatalogueRoomsOfLocationsQueryVariables>;
export const CatalogueClosuresOfLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueClosuresOfLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closureType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"3"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"5"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueClosuresOfLocationsQuery, CatalogueClosuresOfLocationsQueryVariables>;
export const CatalogueGraphPageWithoutCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueGraphPageWithoutCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomLimit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomOffset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomLimit"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomOffset"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueGraphPageWithoutCountsQuery, CatalogueGraphPageWithoutCountsQueryVariables>;
export const CatalogueNarrowPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueNarrowPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueNarrowPageQuery, CatalogueNarrowPageQueryVariables>;
export const CatalogueWidePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueWidePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetLocationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"locations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"marketplacePrice"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"2"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerHour"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCostPerDay"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueWidePageQuery, CatalogueWidePageQueryVariables>;
export const CatalogueNarrowLocationByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueNarrowLocationById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"room"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"roomId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"tokenCost"}},{"kind":"Field","name":{"kind":"Name","value":"geo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latitude"}},{"kind":"Field","name":{"kind":"Name","value":"longitude"}}]}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}}]}}]}}]}}]} as unknown as DocumentNode<CatalogueNarrowLocationByIdQuery, CatalogueNarrowLocationByIdQueryVariables>;
export const CatalogueLocationByIdWithIsOpenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogueLocationByIdWithIsOpen"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"}}]}}]}}]} as unknown as DocumentNode<CatalogueLocationByIdWithIsOpenQuery, CatalogueLocationByIdWithIsOpenQueryVariables>;
export const HolidaysSetLocationPublicHolidaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HolidaysSetLocationPublicHolidays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SetLocationPublicHolidaysInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setLocationPublicHolidays"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followsPublicHolidays"}},{"kind":"Field","name":{"kind":"Name","value":"publicHolidayCountry"}},{"kind":"Field","name":{"kind":"Name","value":"publicHolidayRegion"}}]}}]}}]} as unknown as DocumentNode<HolidaysSetLocationPublicHolidaysMutation, HolidaysSetLocationPublicHolidaysMutationVariables>;
export const HolidaysOptOutDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HolidaysOptOut"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OptOutOfPublicHolidayInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optOutOfPublicHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"holidayDate"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<HolidaysOptOutMutation, HolidaysOptOutMutationVariables>;
export const HolidaysOptBackInDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"HolidaysOptBackIn"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"optBackIntoPublicHoliday"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<HolidaysOptBackInMutation, HolidaysOptBackInMutationVariables>;
export const HolidaysOfLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HolidaysOfLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"date"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"location"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"followsPublicHolidays"}},{"kind":"Field","name":{"kind":"Name","value":"isOpen"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closureType"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"date"},"value":{"kind":"Variable","name":{"kind":"Name","value":"date"}}}]},{"kind":"Field","name":{"kind":"Name","value":"closures"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"holidayName"}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"publicHolidayOptOuts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holidayDate"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<HolidaysOfLocationQuery, HolidaysOfLocationQueryVariables>;
export const HolidaysOptOutByIdDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"HolidaysOptOutById"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicHolidayOptOut"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"holidayDate"}}]}}]}}]} as unknown as DocumentNode<HolidaysOptOutByIdQuery, HolidaysOptOutByIdQueryVariables>;
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
export const EmpContractShapeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpContractShape"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"app"},"name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"EmployerApplication","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"employer"},"name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Employer","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"employee"},"name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Employee","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"inquiry"},"name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"EmployeeInquiry","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"status"},"name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"EmployeeStatus","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"enumValues"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"mutation"},"name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Mutation","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","alias":{"kind":"Name","value":"query"},"name":{"kind":"Name","value":"__type"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"StringValue","value":"Query","block":false}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<EmpContractShapeQuery, EmpContractShapeQueryVariables>;
export const EmpGraphEmployerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"employerUserId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"admins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployerQuery, EmpGraphEmployerQueryVariables>;
export const EmpGraphEmployeeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployee"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employee"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"employments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployeeQuery, EmpGraphEmployeeQueryVariables>;
export const EmpGraphEmployeeInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployeeInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployeeInquiryQuery, EmpGraphEmployeeInquiryQueryVariables>;
export const EmpGraphEmployerApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployerApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployerApplicationQuery, EmpGraphEmployerApplicationQueryVariables>;
export const EmpGraphEmployerWalkDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployerWalk"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"admins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employments"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employerId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployerWalkQuery, EmpGraphEmployerWalkQueryVariables>;
export const EmpGraphEmployersEmployeesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployersEmployees"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployersInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployersEmployeesQuery, EmpGraphEmployersEmployeesQueryVariables>;
export const EmpGraphEmployersAdminsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployersAdmins"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployersInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"admins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployersAdminsQuery, EmpGraphEmployersAdminsQueryVariables>;
export const EmpGraphEmployersInquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployersInquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployersInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployersInquiriesQuery, EmpGraphEmployersInquiriesQueryVariables>;
export const EmpGraphEmployersIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployersIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployersIdsQuery, EmpGraphEmployersIdsQueryVariables>;
export const EmpGraphEmployersEveryEdgeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployersEveryEdge"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employees"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"admins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"inquiries"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployersEveryEdgeQuery, EmpGraphEmployersEveryEdgeQueryVariables>;
export const EmpGraphEmployeesIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployeesIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployeesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployeesIdsQuery, EmpGraphEmployeesIdsQueryVariables>;
export const EmpGraphEmployeesUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployeesUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployeesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployeesUsersQuery, EmpGraphEmployeesUsersQueryVariables>;
export const EmpGraphEmployeesEmploymentsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpGraphEmployeesEmployments"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployeesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employees"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employments"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<EmpGraphEmployeesEmploymentsQuery, EmpGraphEmployeesEmploymentsQueryVariables>;
export const EmpCreateInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpCreateInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateEmployeeInquiryInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createEmployeeInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"employeeName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"referralContact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]}}]} as unknown as DocumentNode<EmpCreateInquiryMutation, EmpCreateInquiryMutationVariables>;
export const EmpInquiriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpInquiries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployeeInquiriesInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employeeInquiries"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"companyName"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<EmpInquiriesQuery, EmpInquiriesQueryVariables>;
export const EmpAddUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpAddUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AddEmployerUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addEmployerUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<EmpAddUserRoleMutation, EmpAddUserRoleMutationVariables>;
export const EmpRemoveUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EmpRemoveUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RemoveEmployerUserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeEmployerUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<EmpRemoveUserRoleMutation, EmpRemoveUserRoleMutationVariables>;
export const EmpUsersWithRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EmpUsersWithRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetEmployerUsersWithRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employerUsersWithRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<EmpUsersWithRoleQuery, EmpUsersWithRoleQueryVariables>;
export const AuditEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetAuditEventsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvents"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"dateCreated"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"actorUserId"}},{"kind":"Field","name":{"kind":"Name","value":"actorApiKeyId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<AuditEventsQuery, AuditEventsQueryVariables>;
export const AuditEventDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditEvent"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditEvent"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"action"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"recordType"}},{"kind":"Field","name":{"kind":"Name","value":"recordId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}}]}}]} as unknown as DocumentNode<AuditEventQuery, AuditEventQueryVariables>;
export const IdentitySchemaRootsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentitySchemaRoots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__schema"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"queryType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"mutationType"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]}}]}}]} as unknown as DocumentNode<IdentitySchemaRootsQuery, IdentitySchemaRootsQueryVariables>;
export const IdentityMeEmailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityMeEmail"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<IdentityMeEmailQuery, IdentityMeEmailQueryVariables>;
export const IdentityMeClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityMeClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityMeClaimsQuery, IdentityMeClaimsQueryVariables>;
export const IdentityMeEmailClaimsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityMeEmailClaims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"claims"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"value"}}]}}]}}]}}]} as unknown as DocumentNode<IdentityMeEmailClaimsQuery, IdentityMeEmailClaimsQueryVariables>;
export const IdentityMeEmailConfirmedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityMeEmailConfirmed"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}}]}}]}}]} as unknown as DocumentNode<IdentityMeEmailConfirmedQuery, IdentityMeEmailConfirmedQueryVariables>;
export const IdentitySignUpFullDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentitySignUpFull"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}}]}}]} as unknown as DocumentNode<IdentitySignUpFullMutation, IdentitySignUpFullMutationVariables>;
export const IdentityAddUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityAddUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentityAddUserRoleMutation, IdentityAddUserRoleMutationVariables>;
export const IdentityRemoveUserRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityRemoveUserRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UserRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeUserRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}]}]}}]} as unknown as DocumentNode<IdentityRemoveUserRoleMutation, IdentityRemoveUserRoleMutationVariables>;
export const IdentityUsersWithRolePagedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsersWithRolePaged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersWithRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usersWithRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityUsersWithRolePagedQuery, IdentityUsersWithRolePagedQueryVariables>;
export const IdentityTenantIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityTenantIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetTenantsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenants"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityTenantIdsQuery, IdentityTenantIdsQueryVariables>;
export const IdentityCreateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityCreateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}}]}}]}}]} as unknown as DocumentNode<IdentityCreateUserMutation, IdentityCreateUserMutationVariables>;
export const IdentityUsersPagedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsersPaged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityUsersPagedQuery, IdentityUsersPagedQueryVariables>;
export const IdentityUsersTotalDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"IdentityUsersTotal"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<IdentityUsersTotalQuery, IdentityUsersTotalQueryVariables>;
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
export const IdentityTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"IdentityToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"TokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"token"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"access_token"}},{"kind":"Field","name":{"kind":"Name","value":"refresh_token"}},{"kind":"Field","name":{"kind":"Name","value":"expires_in"}},{"kind":"Field","name":{"kind":"Name","value":"token_type"}}]}}]}}]} as unknown as DocumentNode<IdentityTokenMutation, IdentityTokenMutationVariables>;
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
export const CreateWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"failureCount"}}]}}]}}]}}]} as unknown as DocumentNode<CreateWebhookSubscriptionMutation, CreateWebhookSubscriptionMutationVariables>;
export const UpdateWebhookSubscriptionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateWebhookSubscription"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"UpdateWebhookSubscriptionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWebhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"eventTypes"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"failureCount"}},{"kind":"Field","name":{"kind":"Name","value":"disabledForFailuresAt"}}]}}]}}]} as unknown as DocumentNode<UpdateWebhookSubscriptionMutation, UpdateWebhookSubscriptionMutationVariables>;
export const RotateWebhookSecretDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RotateWebhookSecret"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rotateWebhookSecret"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"subscription"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export const SendTestWebhookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendTestWebhook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendTestWebhook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export const WebhookSubscriptionHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookSubscriptionHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSubscription"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"enabled"}},{"kind":"Field","name":{"kind":"Name","value":"failureCount"}},{"kind":"Field","name":{"kind":"Name","value":"disabledForFailuresAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"50"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"eventType"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"statusCode"}},{"kind":"Field","name":{"kind":"Name","value":"latencyMs"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookSubscriptionHistoryQuery, WebhookSubscriptionHistoryQueryVariables>;
export const WebhookSubscriptionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookSubscriptions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetWebhookSubscriptionsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}}]}}]}}]}}]} as unknown as DocumentNode<WebhookSubscriptionsQuery, WebhookSubscriptionsQueryVariables>;
export const WebhookSubscriptionsWithAttemptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"WebhookSubscriptionsWithAttempts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetWebhookSubscriptionsInput"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attempts"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"webhookSubscriptions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attempts"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"attempt"}},{"kind":"Field","name":{"kind":"Name","value":"succeeded"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<WebhookSubscriptionsWithAttemptsQuery, WebhookSubscriptionsWithAttemptsQueryVariables>;
export const SmokeMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SmokeMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<SmokeMeQuery, SmokeMeQueryVariables>;
export const TypenameDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Typename"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}}]}}]} as unknown as DocumentNode<TypenameQuery, TypenameQueryVariables>;
export const TenantEdgesOfWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantEdgesOfWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<TenantEdgesOfWorkspaceQuery, TenantEdgesOfWorkspaceQueryVariables>;
export const TenantEdgesOfEmployerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantEdgesOfEmployer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"employer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"tenantType"}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TenantEdgesOfEmployerQuery, TenantEdgesOfEmployerQueryVariables>;
export const TenantEdgesOfUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TenantEdgesOfUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"user"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"employerApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"employer"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"roles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"tenantId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tenant"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tenantType"}}]}}]}}]}}]}}]} as unknown as DocumentNode<TenantEdgesOfUserQuery, TenantEdgesOfUserQueryVariables>;
export const KernelUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KernelUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetUsersInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"isSuspended"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<KernelUsersQuery, KernelUsersQueryVariables>;
export const KernelMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"KernelMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<KernelMeQuery, KernelMeQueryVariables>;
export const KernelSignUpDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"KernelSignUp"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignUpInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signUp"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"emailConfirmed"}}]}}]}}]} as unknown as DocumentNode<KernelSignUpMutation, KernelSignUpMutationVariables>;
export const OnboardingGraphWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphWorkspace"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphWorkspaceQuery, OnboardingGraphWorkspaceQueryVariables>;
export const OnboardingGraphWorkspaceApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphWorkspaceApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphWorkspaceApplicationQuery, OnboardingGraphWorkspaceApplicationQueryVariables>;
export const OnboardingGraphMemberApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphMemberApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphMemberApplicationQuery, OnboardingGraphMemberApplicationQueryVariables>;
export const OnboardingGraphWorkspaceMemberDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphWorkspaceMember"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceMember"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphWorkspaceMemberQuery, OnboardingGraphWorkspaceMemberQueryVariables>;
export const OnboardingGraphUserLocationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphUserLocation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"userLocation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"locationId"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphUserLocationQuery, OnboardingGraphUserLocationQueryVariables>;
export const OnboardingGraphWorkspaceEdgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphWorkspaceEdges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"admins"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"owner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphWorkspaceEdgesQuery, OnboardingGraphWorkspaceEdgesQueryVariables>;
export const OnboardingGraphMembersWithUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphMembersWithUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspace"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}}]}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphMembersWithUsersQuery, OnboardingGraphMembersWithUsersQueryVariables>;
export const OnboardingGraphMeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphMe"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphMeQuery, OnboardingGraphMeQueryVariables>;
export const OnboardingGraphWorkspacesMembersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphWorkspacesMembers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"0"}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},"defaultValue":{"kind":"IntValue","value":"20"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"100"}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphWorkspacesMembersQuery, OnboardingGraphWorkspacesMembersQueryVariables>;
export const OnboardingGraphCountLocationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphCountLocations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphCountLocationsQuery, OnboardingGraphCountLocationsQueryVariables>;
export const OnboardingGraphCountWorkspaceEdgesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphCountWorkspaceEdges"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaces"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"members"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"memberApplications"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"admins"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"application"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphCountWorkspaceEdgesQuery, OnboardingGraphCountWorkspaceEdgesQueryVariables>;
export const OnboardingGraphCountMemberApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingGraphCountMemberApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"memberApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"ObjectValue","fields":[{"kind":"ObjectField","name":{"kind":"Name","value":"offset"},"value":{"kind":"IntValue","value":"0"}},{"kind":"ObjectField","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}]}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"user"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"memberships"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"workspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingGraphCountMemberApplicationsQuery, OnboardingGraphCountMemberApplicationsQueryVariables>;
export const OnboardingCreateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingCreateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateWorkspaceApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createWorkspaceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingCreateApplicationMutation, OnboardingCreateApplicationMutationVariables>;
export const OnboardingApproveInquiryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingApproveInquiry"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplicationIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWorkspaceApplicationInquiry"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingApproveInquiryMutation, OnboardingApproveInquiryMutationVariables>;
export const OnboardingUpdateApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingUpdateApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplicationContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateWorkspaceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingUpdateApplicationMutation, OnboardingUpdateApplicationMutationVariables>;
export const OnboardingSubmitApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingSubmitApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplicationContentInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitWorkspaceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingSubmitApplicationMutation, OnboardingSubmitApplicationMutationVariables>;
export const OnboardingApproveApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingApproveApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplicationIdInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"approveWorkspaceApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<OnboardingApproveApplicationMutation, OnboardingApproveApplicationMutationVariables>;
export const OnboardingApplicationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingApplications"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"GetWorkspaceApplicationsInput"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceApplications"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"pagedRequest"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"offset"}},{"kind":"Field","name":{"kind":"Name","value":"limit"}}]}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OnboardingApplicationFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OnboardingApplicationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"WorkspaceApplication"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"ownerId"}},{"kind":"Field","name":{"kind":"Name","value":"ownerEmail"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"wasInvited"}},{"kind":"Field","name":{"kind":"Name","value":"contact"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"price"}},{"kind":"Field","name":{"kind":"Name","value":"termsOfSerivceUrl"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipCode"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rooms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"pricePerHour"}},{"kind":"Field","name":{"kind":"Name","value":"quantity"}},{"kind":"Field","name":{"kind":"Name","value":"capacity"}},{"kind":"Field","name":{"kind":"Name","value":"autoApproveReservations"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingApplicationsQuery, OnboardingApplicationsQueryVariables>;
export const OnboardingMyWorkspaceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingMyWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myWorkspace"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"logoUrl"}}]}}]}}]} as unknown as DocumentNode<OnboardingMyWorkspaceQuery, OnboardingMyWorkspaceQueryVariables>;
export const OnboardingUsersWithRoleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OnboardingUsersWithRole"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"GetWorkspaceUsersWithRoleInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"workspaceUsersWithRole"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}},{"kind":"Field","name":{"kind":"Name","value":"data"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"firstName"}},{"kind":"Field","name":{"kind":"Name","value":"lastName"}}]}}]}}]}}]} as unknown as DocumentNode<OnboardingUsersWithRoleQuery, OnboardingUsersWithRoleQueryVariables>;
export const OnboardingCreateMemberApplicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OnboardingCreateMemberApplication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreateMemberApplicationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createMemberApplication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"workspaceId"}},{"kind":"Field","name":{"kind":"Name","value":"userId"}},{"kind":"Field","name":{"kind":"Name","value":"requestedActivationDate"}},{"kind":"Field","name":{"kind":"Name","value":"activationDate"}}]}}]}}]} as unknown as DocumentNode<OnboardingCreateMemberApplicationMutation, OnboardingCreateMemberApplicationMutationVariables>;