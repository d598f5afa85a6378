import { Entity, type Opt } from '@mikro-orm/core';
import { ObjectType } from 'type-graphql';
import { BaseEntity } from '../../kernel/base.entity';
import { Column } from '../../kernel/columns';

/** An approved operator. Its tenant has `tenantId` = the workspace id; its Admins are the `Admin` role there. */
@ObjectType('Workspace', {
  description:
    'An operator of flexible workspaces, created by the approval of a workspace application. Its tenant id is the workspace id; its Admins hold the `Admin` role there. Visible to its Admins and members, to every signed-in user while it has an active location, and to the Platform Admin.',
})
@Entity({ tableName: 'workspace' })
export class Workspace extends BaseEntity {
  @Column.text("The operator's name (the application's name at approval).") name!: string;
  /** Used to communicate with the operator (the application's contact email). */
  @Column.text("The operator's email address, used to communicate with it (the application's contact email at approval).") email!: string;
  @Column.text("URL of the operator's logo; empty when none is set.") logoUrl: Opt<string> = '';
}
