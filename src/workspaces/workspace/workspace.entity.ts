import { Entity, Property, type Opt } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';

/** An approved operator. Its tenant has `tenantId` = the workspace id; its Admins are the `Admin` role there. */
@ObjectType('Workspace', {
  description:
    'An operator of flexible workspaces, created by the approval of a workspace application. Its tenant id is the workspace id; its Admins hold the `Admin` role there. Visible to its Admins and members, to every signed-in user while it has an active location, and to the Platform Admin.',
})
@Entity({ tableName: 'workspace' })
export class Workspace extends BaseEntity {
  @Field({ description: "The operator's name (the application's name at approval)." })
  @Property({ type: 'text' })
  name!: string;

  /** Used to communicate with the operator (the application's contact email). */
  @Field({ description: "The operator's email address, used to communicate with it (the application's contact email at approval)." })
  @Property({ type: 'text' })
  email!: string;

  @Field(() => String, { description: "URL of the operator's logo; empty when none is set." })
  @Property({ type: 'text' })
  logoUrl: Opt<string> = '';
}
