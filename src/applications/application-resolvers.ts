import { changeFeed, changeType } from '../kernel/changes/change-feed';
import { APPLICATION_APPROVED, APPLICATION_REJECTED, APPLICATION_SUBMITTED } from './application.webhook-events';
import { type ClassType, ID } from 'type-graphql';
import type { LoaderDefinition, RequestContext } from '../kernel/context';
import {
  arg,
  byIdQuery,
  computedField,
  graphResolver,
  type KeyProperty,
  listQuery,
  mutation,
  type OperationArg,
  pagedEdge,
  referenceEdge,
} from '../kernel/resolver-builders';
import type { PagedChildren } from '../kernel/records';
import { User } from '../identity/user/user.entity';
import { userById } from '../identity/user/user.loaders';
import {
  type Application,
  type ApplicationFilters,
  type ApplicationFlow,
  approveApplication,
  approveInquiry,
  denyApplication,
  type InquiryForm,
  listApplications,
  openApplication,
  remindApplication,
  submitApplication,
  updateApplication,
} from './application-flow';

/** What the graph of a domain's applications is made of besides its flow: the domain's types, loaders and words. */
export interface ApplicationGraph<R extends Application, ContentInput extends object, Approved extends { id: string }> {
  /** The domain's graph types: the application, its page, and the inputs of list, create (and invite) and update. */
  types: {
    application: () => ClassType<R>;
    page: () => ClassType;
    listInput: () => ClassType<ApplicationFilters>;
    createInput: () => ClassType<InquiryForm>;
    updateInput: () => ClassType<ContentInput>;
  };
  /** Applications by id, a page of each owner's, and the Approved application each record was created from (at most one). */
  loaders: { byId: LoaderDefinition<string, R | null>; ofOwner: PagedChildren<R>; approvedOf: LoaderDefinition<string, R[]> };
  /** What approval creates, and the application's reference to it. */
  approved: { type: () => ClassType<Approved>; key: KeyProperty<R>; loader: LoaderDefinition<string, Approved | null> };
  /** The type of the `id` argument of update (and of submit when it takes content): `ID` or `String`. */
  idType: () => typeof ID | StringConstructor;
  /**
   * How the other transitions name their application: an input object holding `applicationId`
   * (workspaces), or else an `applicationId: ID` argument (employers).
   */
  transitionInput?: () => ClassType<{ applicationId: string }>;
  /**
   * Where submit replaces the content first (taking `id` and `input`, as update does): its arguments'
   * descriptions. Otherwise a plain transition.
   */
  submitWithContent?: { id: string; input: string };
  /** The Platform Admin's invitation (`invite<Domain>`), where the domain has one. */
  invite?: { description: string; input: string };
  descriptions: {
    list: string;
    byId: string;
    create: string;
    createInput: string;
    update: string;
    updateInput: string;
    approveInquiry: string;
    submit: string;
    deny: string;
    approve: string;
    remind: string;
    /** The argument that names the application in a transition. */
    transitionArg: string;
    owner: string;
    approved: string;
    /** `Workspace.application`: the application the record was created from. */
    approvedApplication: string;
    /** `User.workspaceApplications`: the applications the user owns. */
    ownedApplications: string;
  };
}

/**
 * The application operations and edges of a domain, declared once for both domains: the same
 * operations, one mutation per transition, each calling the domain's `flow` through the one
 * application flow. Answers the resolver of the application type (with the root operations), the
 * edge on what approval creates, and the edge on `User`.
 *
 * `domain` is the domain's type name, which names the fields: `Workspace` gives
 * `workspaceApplications`, `workspaceApplication`, `createWorkspaceApplication`, `inviteWorkspace`,
 * `updateWorkspaceApplication`, `approveWorkspaceApplicationInquiry`, `submitWorkspaceApplication`,
 * `denyWorkspaceApplication`, `approveWorkspaceApplication`, `sendWorkspaceApplicationReminder`,
 * and the edges `WorkspaceApplication.workspace`, `Workspace.application` and
 * `User.workspaceApplications`.
 */
export function applicationResolvers<R extends Application, ContentInput extends object, Approved extends { id: string }>(
  domain: string,
  flow: ApplicationFlow<R, ContentInput, unknown, Approved>,
  graph: ApplicationGraph<R, ContentInput, Approved>,
) {
  const { types, loaders, descriptions: d } = graph;
  const prefix = domain.charAt(0).toLowerCase() + domain.slice(1);
  const application = `${domain}Application`;
  const type = types.application;
  const transition = transitionArgument(graph);
  const change = changeType(`${application}Change`, {
    field: `${prefix}Application`,
    type,
    description: `The ${domain.toLowerCase()} application.`,
  });
  /** A transition that names its application the domain's way. */
  const transitionField = (
    returns: () => object,
    description: string,
    run: (ctx: RequestContext, flow: ApplicationFlow<R, ContentInput, unknown, Approved>, id: unknown) => Promise<unknown>,
  ) => mutation({ type: returns, description, args: [transition.arg], run: (ctx, value) => run(ctx, flow, transition.idOf(value)) });
  const inquiryField = (description: string, inputDescription: string, opening: 'create' | 'invite') =>
    mutation({
      type,
      description,
      args: [arg('input', types.createInput, inputDescription)],
      run: (ctx, input) => openApplication(ctx, flow, input, opening),
    });
  const withContent = graph.submitWithContent;
  return {
    resolver: graphResolver(type, {
      [`${prefix}Applications`]: listQuery({
        type: types.page,
        input: types.listInput,
        list: (ctx, input) => listApplications(ctx, flow, input),
        description: d.list,
      }),
      [`${prefix}Application`]: byIdQuery({ type, loader: loaders.byId, description: d.byId, idDescription: 'The application id.' }),
      [`${prefix}ApplicationChanged`]: changeFeed({
        type: () => change,
        description: `A${/^[aeiou]/i.test(domain) ? 'n' : ''} ${domain.toLowerCase()} application was submitted, approved or denied (a subscription: GraphQL over WebSocket on /graphql); only applications the caller may read.`,
        events: [APPLICATION_SUBMITTED, APPLICATION_APPROVED, APPLICATION_REJECTED],
        record: { field: `${prefix}Application`, loader: loaders.byId },
        id: (data) => (data.applicationType === flow.machine.name ? data.applicationId : undefined),
      }),
      [`create${application}`]: inquiryField(d.create, d.createInput, 'create'),
      ...(graph.invite && { [`invite${domain}`]: inquiryField(graph.invite.description, graph.invite.input, 'invite') }),
      [`update${application}`]: mutation({
        type,
        description: d.update,
        args: [arg('id', graph.idType, 'The application to update.'), arg('input', types.updateInput, d.updateInput)],
        run: (ctx, id, input) => updateApplication(ctx, flow, id, input),
      }),
      [`approve${application}Inquiry`]: transitionField(type, d.approveInquiry, approveInquiry),
      [`submit${application}`]: withContent
        ? mutation({
            type,
            description: d.submit,
            args: [arg('id', graph.idType, withContent.id), arg('input', types.updateInput, withContent.input)],
            run: (ctx, id, input) => submitApplication(ctx, flow, id, input, 'id'),
          })
        : transitionField(type, d.submit, submitApplication),
      [`deny${application}`]: transitionField(type, d.deny, denyApplication),
      [`approve${application}`]: transitionField(graph.approved.type, d.approve, approveApplication),
      [`send${application}Reminder`]: transitionField(() => Boolean, d.remind, remindApplication),
      owner: referenceEdge<Application, User>({ type: () => User, loader: userById, key: 'ownerId', description: d.owner }),
      [prefix]: referenceEdge<R, Approved>({
        type: graph.approved.type,
        loader: graph.approved.loader,
        key: graph.approved.key,
        description: d.approved,
      }),
    }),
    approvedEdge: graphResolver(graph.approved.type, {
      application: computedField({
        type,
        nullable: true,
        description: d.approvedApplication,
        resolve: async (approved: { id: string }, ctx) => (await ctx.loaders.get(loaders.approvedOf).load(approved.id))[0] ?? null,
      }),
    }),
    ownerEdge: graphResolver(() => User, {
      [`${prefix}Applications`]: pagedEdge({ type: types.page, loader: loaders.ofOwner, description: d.ownedApplications }),
    }),
  };
}

/** The argument a transition names its application by, and how the application id is read from it. */
function transitionArgument(graph: ApplicationGraph<any, any, any>): { arg: OperationArg<unknown>; idOf: (value: unknown) => unknown } {
  const description = graph.descriptions.transitionArg;
  if (graph.transitionInput)
    return { arg: arg('input', graph.transitionInput, description), idOf: (input) => (input as { applicationId: string }).applicationId };
  return { arg: arg('applicationId', () => ID, description), idOf: (id) => id };
}
