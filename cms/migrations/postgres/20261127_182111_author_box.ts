import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "theme_templates" ALTER COLUMN "layout" SET DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"author-box","props":{"id":"single-author"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}'::jsonb;
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_layout" SET DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"author-box","props":{"id":"single-author"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}'::jsonb;
  ALTER TABLE "posts" ADD COLUMN "author_bio" varchar;
  ALTER TABLE "posts" ADD COLUMN "author_avatar_id" integer;
  ALTER TABLE "_posts_v" ADD COLUMN "version_author_bio" varchar;
  ALTER TABLE "_posts_v" ADD COLUMN "version_author_avatar_id" integer;
  ALTER TABLE "users" ADD COLUMN "bio" varchar;
  ALTER TABLE "users" ADD COLUMN "avatar_id" integer;
  ALTER TABLE "posts" ADD CONSTRAINT "posts_author_avatar_id_media_id_fk" FOREIGN KEY ("author_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_posts_v" ADD CONSTRAINT "_posts_v_version_author_avatar_id_media_id_fk" FOREIGN KEY ("version_author_avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "users" ADD CONSTRAINT "users_avatar_id_media_id_fk" FOREIGN KEY ("avatar_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "posts_author_avatar_idx" ON "posts" USING btree ("author_avatar_id");
  CREATE INDEX "_posts_v_version_version_author_avatar_idx" ON "_posts_v" USING btree ("version_author_avatar_id");
  CREATE INDEX "users_avatar_idx" ON "users" USING btree ("avatar_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "posts" DROP CONSTRAINT "posts_author_avatar_id_media_id_fk";
  
  ALTER TABLE "_posts_v" DROP CONSTRAINT "_posts_v_version_author_avatar_id_media_id_fk";
  
  ALTER TABLE "users" DROP CONSTRAINT "users_avatar_id_media_id_fk";
  
  DROP INDEX "posts_author_avatar_idx";
  DROP INDEX "_posts_v_version_version_author_avatar_idx";
  DROP INDEX "users_avatar_idx";
  ALTER TABLE "theme_templates" ALTER COLUMN "layout" SET DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}'::jsonb;
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_layout" SET DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}'::jsonb;
  ALTER TABLE "posts" DROP COLUMN "author_bio";
  ALTER TABLE "posts" DROP COLUMN "author_avatar_id";
  ALTER TABLE "_posts_v" DROP COLUMN "version_author_bio";
  ALTER TABLE "_posts_v" DROP COLUMN "version_author_avatar_id";
  ALTER TABLE "users" DROP COLUMN "bio";
  ALTER TABLE "users" DROP COLUMN "avatar_id";`)
}
