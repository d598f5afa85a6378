import { Migration } from '@mikro-orm/migrations';

/**
 * `Location.rooms` reads each location's page of rooms by itself, newest first
 * (docs/decisions.md#children-pages): an index that leads with the location and holds the rooms'
 * order answers it in order and stops at the page, where the unique (location_id, name) index made
 * PostgreSQL sort every room of the location first.
 */
export class Migration20261206000100RoomPagesByLocation extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create index if not exists "room_location_id_date_created_id_index" on "room" ("location_id", "date_created" desc, "id" desc);',
    );
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists "room_location_id_date_created_id_index";');
  }
}
