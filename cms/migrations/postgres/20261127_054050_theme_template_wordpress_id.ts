import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "theme_templates" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "_theme_templates_v" ADD COLUMN "version_wordpress_id" numeric;
  CREATE UNIQUE INDEX "theme_templates_wordpress_id_idx" ON "theme_templates" USING btree ("wordpress_id");
  CREATE INDEX "_theme_templates_v_version_version_wordpress_id_idx" ON "_theme_templates_v" USING btree ("version_wordpress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "theme_templates_wordpress_id_idx";
  DROP INDEX "_theme_templates_v_version_version_wordpress_id_idx";
  ALTER TABLE "theme_templates" DROP COLUMN "wordpress_id";
  ALTER TABLE "_theme_templates_v" DROP COLUMN "version_wordpress_id";`)
}
