import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "layout_container_width" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "layout_radius" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "layout_container_width";
  ALTER TABLE "site_settings" DROP COLUMN "layout_radius";`)
}
