import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation" ADD COLUMN "header_button_label" varchar;
  ALTER TABLE "navigation" ADD COLUMN "header_button_href" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "navigation" DROP COLUMN "header_button_label";
  ALTER TABLE "navigation" DROP COLUMN "header_button_href";`)
}
