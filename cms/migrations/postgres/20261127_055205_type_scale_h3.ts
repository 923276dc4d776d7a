import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "type_scale_h3_mobile" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "type_scale_h3_desktop" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "type_scale_h3_mobile";
  ALTER TABLE "site_settings" DROP COLUMN "type_scale_h3_desktop";`)
}
