import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "_pages_v" ADD COLUMN "version_wordpress_id" numeric;
  ALTER TABLE "posts" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "_posts_v" ADD COLUMN "version_wordpress_id" numeric;
  ALTER TABLE "popups" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "_popups_v" ADD COLUMN "version_wordpress_id" numeric;
  ALTER TABLE "categories" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "tags" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "media" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "users" ADD COLUMN "wordpress_id" numeric;
  ALTER TABLE "redirects_rels" ADD COLUMN "tags_id" integer;
  ALTER TABLE "redirects_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_tags_fk" FOREIGN KEY ("tags_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "redirects_rels" ADD CONSTRAINT "redirects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "pages_wordpress_id_idx" ON "pages" USING btree ("wordpress_id");
  CREATE INDEX "_pages_v_version_version_wordpress_id_idx" ON "_pages_v" USING btree ("version_wordpress_id");
  CREATE UNIQUE INDEX "posts_wordpress_id_idx" ON "posts" USING btree ("wordpress_id");
  CREATE INDEX "_posts_v_version_version_wordpress_id_idx" ON "_posts_v" USING btree ("version_wordpress_id");
  CREATE UNIQUE INDEX "popups_wordpress_id_idx" ON "popups" USING btree ("wordpress_id");
  CREATE INDEX "_popups_v_version_version_wordpress_id_idx" ON "_popups_v" USING btree ("version_wordpress_id");
  CREATE UNIQUE INDEX "categories_wordpress_id_idx" ON "categories" USING btree ("wordpress_id");
  CREATE UNIQUE INDEX "tags_wordpress_id_idx" ON "tags" USING btree ("wordpress_id");
  CREATE UNIQUE INDEX "media_wordpress_id_idx" ON "media" USING btree ("wordpress_id");
  CREATE UNIQUE INDEX "users_wordpress_id_idx" ON "users" USING btree ("wordpress_id");
  CREATE INDEX "redirects_rels_tags_id_idx" ON "redirects_rels" USING btree ("tags_id");
  CREATE INDEX "redirects_rels_media_id_idx" ON "redirects_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_tags_fk";
  
  ALTER TABLE "redirects_rels" DROP CONSTRAINT "redirects_rels_media_fk";
  
  DROP INDEX "pages_wordpress_id_idx";
  DROP INDEX "_pages_v_version_version_wordpress_id_idx";
  DROP INDEX "posts_wordpress_id_idx";
  DROP INDEX "_posts_v_version_version_wordpress_id_idx";
  DROP INDEX "popups_wordpress_id_idx";
  DROP INDEX "_popups_v_version_version_wordpress_id_idx";
  DROP INDEX "categories_wordpress_id_idx";
  DROP INDEX "tags_wordpress_id_idx";
  DROP INDEX "media_wordpress_id_idx";
  DROP INDEX "users_wordpress_id_idx";
  DROP INDEX "redirects_rels_tags_id_idx";
  DROP INDEX "redirects_rels_media_id_idx";
  ALTER TABLE "pages" DROP COLUMN "wordpress_id";
  ALTER TABLE "_pages_v" DROP COLUMN "version_wordpress_id";
  ALTER TABLE "posts" DROP COLUMN "wordpress_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_wordpress_id";
  ALTER TABLE "popups" DROP COLUMN "wordpress_id";
  ALTER TABLE "_popups_v" DROP COLUMN "version_wordpress_id";
  ALTER TABLE "categories" DROP COLUMN "wordpress_id";
  ALTER TABLE "tags" DROP COLUMN "wordpress_id";
  ALTER TABLE "media" DROP COLUMN "wordpress_id";
  ALTER TABLE "users" DROP COLUMN "wordpress_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "tags_id";
  ALTER TABLE "redirects_rels" DROP COLUMN "media_id";`)
}
