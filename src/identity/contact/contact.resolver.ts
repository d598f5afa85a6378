import { FieldResolver, Resolver, Root } from 'type-graphql';
import { splitName } from '../user/user.entity';
import { Contact } from './contact';

/** The read-only parts of a Contact's name (the workspaces document's `firstName` / `lastName`), split from `name`. */
@Resolver(() => Contact)
export class ContactResolver {
  @FieldResolver(() => String, { nullable: true, description: 'Read-only: the first words of name.' })
  firstName(@Root() contact: Contact): string {
    return splitName(contact.name).firstName;
  }

  @FieldResolver(() => String, { nullable: true, description: 'Read-only: the last word of name.' })
  lastName(@Root() contact: Contact): string {
    return splitName(contact.name).lastName;
  }
}
