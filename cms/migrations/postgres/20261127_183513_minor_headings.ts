import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "type_scale_h4_size" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "type_scale_h5_size" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "type_scale_h6_size" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "type_scale_h4_size";
  ALTER TABLE "site_settings" DROP COLUMN "type_scale_h5_size";
  ALTER TABLE "site_settings" DROP COLUMN "type_scale_h6_size";`)
}
