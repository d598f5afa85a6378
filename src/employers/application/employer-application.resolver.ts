import { ID } from 'type-graphql';
import { applicationResolvers } from '../../applications/application-resolvers';
import { Employer } from '../employer/employer.entity';
import { employerById } from '../employer/employer.loaders';
import { EmployerApplication } from './employer-application.entity';
import { approvedApplicationOfEmployer, employerApplicationById, employerApplicationsOfOwner } from './employer-application.loaders';
import { employerApplicationFlow } from './employer-application.service';
import {
  CreateEmployerApplicationInput,
  EmployerApplicationIPagedResponse,
  GetEmployerApplicationsInput,
  UpdateEmployerApplicationInput,
} from './employer-application.types';

/** The employer application operations (one mutation per transition), `Employer.application` and `User.employerApplications`. */
export const {
  resolver: EmployerApplicationResolver,
  approvedEdge: EmployerApplicationEdge,
  ownerEdge: UserEmployerApplicationsEdge,
} = applicationResolvers('Employer', employerApplicationFlow, {
  types: {
    application: () => EmployerApplication,
    page: () => EmployerApplicationIPagedResponse,
    listInput: () => GetEmployerApplicationsInput,
    createInput: () => CreateEmployerApplicationInput,
    updateInput: () => UpdateEmployerApplicationInput,
  },
  loaders: { byId: employerApplicationById, ofOwner: employerApplicationsOfOwner, approvedOf: approvedApplicationOfEmployer },
  approved: { type: () => Employer, key: 'employerId', loader: employerById },
  idType: () => ID,
  descriptions: {
    list: 'GetApplications (employers): the Platform Admin sees all, an owner their own.',
    byId: 'An employer application by id; null when it does not exist or the caller is neither its owner nor the Platform Admin.',
    create: 'CreateApplication (employers): the public inquiry form.',
    createInput: 'The inquiry form: name, description and contact.',
    update: 'UpdateApplication (employers): replaces name, description and address (Inquiry or Pending).',
    updateInput: 'The new name, description and address (replaces them all).',
    approveInquiry: 'ApproveApplicationInquiry (employers): Inquiry -> Pending.',
    submit: 'SubmitApplication (employers): Pending -> Submitted.',
    deny: 'DenyApplication (employers): Inquiry, Pending or Submitted -> Denied.',
    approve: 'ApproveApplication (employers): Submitted -> Approved; creates and returns the Employer.',
    remind: 'SendApplicationReminder (employers): at most one per application per 24 h.',
    transitionArg: 'The application id.',
    owner:
      "The owner's user account (the contact of the inquiry form; whoever sees the application sees its owner); null when the account was deleted.",
    approved:
      'The employer created by approving the application; null before approval and for a caller who may not see the employer (an owner who is no longer its Admin).',
    approvedApplication:
      'The Approved application the employer was created from; null for the caller who neither owns it nor is the Platform Admin (or for an employer made without one).',
    ownedApplications:
      'The employer applications the user owns, newest first, as far as the caller may read them (the owner and the Platform Admin).',
  },
});
