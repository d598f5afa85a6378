import { Entity, Enum, Index, Property } from '@mikro-orm/core';
import { Field, ObjectType, registerEnumType } from 'type-graphql';
import { ApplicationRecord } from '../../kernel/application-record';
import { splitName } from '../../identity/user/user.entity';
import { ApplicationLocation, WorkspaceContact } from './application-location.types';

export const APPLICATION_STATUSES = ['Inquiry', 'Pending', 'Submitted', 'Approved', 'Denied'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** The GraphQL enum (`WorkspaceApplicationStatus`; the REST face shows the same values as `status`). */
export const ApplicationStatusEnum = Object.fromEntries(APPLICATION_STATUSES.map((s) => [s, s])) as { [K in ApplicationStatus]: K };
registerEnumType(ApplicationStatusEnum, { name: 'WorkspaceApplicationStatus', description: 'ApplicationStatus of the workspaces document.' });

/**
 * A workspace operator's application, from the public inquiry to the approved workspace
 * (transition table: application.states.ts). The operator describes its locations and rooms in it.
 */
@ObjectType('WorkspaceApplication', { description: 'Application of the workspaces document.' })
@Entity({ tableName: 'workspace_application' })
@Index({ properties: ['ownerId'] })
export class WorkspaceApplication extends ApplicationRecord {
  @Field(() => ApplicationStatusEnum)
  @Enum({ items: [...APPLICATION_STATUSES], type: 'text' })
  status!: ApplicationStatus;

  /** The operator's description of its places (a draft until submit validates it). */
  @Field(() => [ApplicationLocation], { nullable: true })
  @Property({ type: 'json', nullable: true })
  locations: ApplicationLocation[] | null = null;

  /** Set by approve. */
  @Field(() => String, { nullable: true })
  @Property({ type: 'uuid', nullable: true })
  workspaceId: string | null = null;

  @Field()
  @Property({ type: 'boolean' })
  wasInvited: boolean = false;

  /** `contact` as documented; firstName / lastName are read-only, split from `name`. */
  @Field(() => WorkspaceContact)
  get contact(): WorkspaceContact {
    const { firstName, lastName } = splitName(this.contactName);
    return { name: this.contactName, email: this.contactEmail, phone: this.contactPhone, firstName, lastName };
  }
}
