import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "brand_primary" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_text" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_muted" varchar;
  ALTER TABLE "site_settings" ADD COLUMN "brand_background" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "brand_primary";
  ALTER TABLE "site_settings" DROP COLUMN "brand_text";
  ALTER TABLE "site_settings" DROP COLUMN "brand_muted";
  ALTER TABLE "site_settings" DROP COLUMN "brand_background";`)
}
