import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_layout_section_spacing" AS ENUM('compact', 'regular', 'spacious');
  ALTER TABLE "site_settings" ADD COLUMN "layout_section_spacing" "enum_site_settings_layout_section_spacing";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "layout_section_spacing";
  DROP TYPE "public"."enum_site_settings_layout_section_spacing";`)
}
