import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "forms" ADD COLUMN "wordpress_source" varchar;
  CREATE UNIQUE INDEX "forms_wordpress_source_idx" ON "forms" USING btree ("wordpress_source");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "forms_wordpress_source_idx";
  ALTER TABLE "forms" DROP COLUMN "wordpress_source";`)
}
