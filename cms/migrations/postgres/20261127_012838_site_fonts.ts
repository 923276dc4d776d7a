import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_site_settings_fonts_headings" AS ENUM('heebo', 'assistant', 'rubik', 'noto-sans-hebrew', 'frank-ruhl-libre');
  CREATE TYPE "public"."enum_site_settings_fonts_body" AS ENUM('heebo', 'assistant', 'rubik', 'noto-sans-hebrew', 'frank-ruhl-libre');
  ALTER TABLE "site_settings" ADD COLUMN "fonts_headings" "enum_site_settings_fonts_headings";
  ALTER TABLE "site_settings" ADD COLUMN "fonts_body" "enum_site_settings_fonts_body";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "fonts_headings";
  ALTER TABLE "site_settings" DROP COLUMN "fonts_body";
  DROP TYPE "public"."enum_site_settings_fonts_headings";
  DROP TYPE "public"."enum_site_settings_fonts_body";`)
}
