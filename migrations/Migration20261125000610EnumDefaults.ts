import { Migration } from '@mikro-orm/migrations';

/**
 * The database default of three enum columns whose entity says one (its property's initial value)
 * while their table had none: a closure's `recurrence` ('None') and a membership's `status`
 * ('Active'), as a closure's `type`, a location's and an employee's `status` already had. Found by
 * test/kernel/entities-match-migrations.test.ts.
 */
export class Migration20261125000610EnumDefaults extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "location_closure" alter column "recurrence" set default 'None';`);
    this.addSql(`alter table "room_closure" alter column "recurrence" set default 'None';`);
    this.addSql(`alter table "workspace_member" alter column "status" set default 'Active';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "workspace_member" alter column "status" drop default;');
    this.addSql('alter table "room_closure" alter column "recurrence" drop default;');
    this.addSql('alter table "location_closure" alter column "recurrence" drop default;');
  }
}
