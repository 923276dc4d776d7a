import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_layout_button_padding" AS ENUM('compact', 'regular', 'wide');
  ALTER TABLE "site_settings" ADD COLUMN "brand_secondary" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "layout_button_radius" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "layout_button_padding" "enum_site_settings_layout_button_padding";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "brand_secondary";
  ALTER TABLE "site_settings" DROP COLUMN "layout_button_radius";
  ALTER TABLE "site_settings" DROP COLUMN "layout_button_padding";
  DROP TYPE "public"."enum_site_settings_layout_button_padding";`)
}
