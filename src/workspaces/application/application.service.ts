import { defineApplicationFlow, readNameAndDescription } from '../../applications/application-flow';
import { BadInputError } from '../../kernel/errors';
import { locateAddress } from '../address/place-locator';
import type { Workspace } from '../workspace/workspace.entity';
import { completenessProblems, normalizeLocations } from './application-content';
import { approveIntoWorkspace } from './application-approval';
import { WorkspaceApplication } from './application.entity';
import { WORKSPACE_APPLICATION } from './application.loaders';
import { workspaceApplicationMachine } from './application.states';
import type { WorkspaceApplicationContentInput } from './application.types';

interface Content {
  name: string;
  description: string;
  locations: ReturnType<typeof normalizeLocations> | undefined;
}

/**
 * The workspace application in the one application flow (applications/application-flow.ts): its
 * content is the operator's locations and rooms, submit checks that they are complete and
 * locatable, approval creates the Workspace with them.
 */
export const workspaceApplicationFlow = defineApplicationFlow<WorkspaceApplication, WorkspaceApplicationContentInput, Content, Workspace>({
  machine: workspaceApplicationMachine,
  entity: WorkspaceApplication,
  mail: { noun: 'workspace', kindPrefix: 'workspace-application' },
  opened: (transition) => ({ wasInvited: transition === 'invite' }),
  // Update replaces name and description, and the locations when given.
  readContent: (input): Content => ({
    ...readNameAndDescription(input),
    locations: input.locations == null ? undefined : normalizeLocations(input.locations),
  }),
  applyContent: (application, content) => {
    application.name = content.name;
    application.description = content.description;
    if (content.locations !== undefined) application.locations = content.locations;
  },
  async checkSubmission(ctx, application) {
    const problems = completenessProblems(application.locations);
    if (Object.keys(problems).length) throw new BadInputError(problems, 'The application is not complete');
    // The addresses must be locatable now, so that approval cannot fail on them later.
    for (const [i, location] of application.locations!.entries()) await locateAddress(ctx, location.address!, `locations[${i}].address`);
  },
  approve: approveIntoWorkspace,
  // The owner sees their applications, and an Admin of a workspace the application it came from.
  recordType: WORKSPACE_APPLICATION,
});
