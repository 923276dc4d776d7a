import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_theme_templates_rules_target" ADD VALUE 'entire-site' BEFORE 'all-posts';
  ALTER TYPE "public"."enum_theme_templates_rules_target" ADD VALUE 'front-page' BEFORE 'all-posts';
  ALTER TYPE "public"."enum_theme_templates_rules_target" ADD VALUE 'all-pages' BEFORE 'all-posts';
  ALTER TYPE "public"."enum_theme_templates_rules_target" ADD VALUE 'specific-pages' BEFORE 'all-posts';
  ALTER TYPE "public"."enum_theme_templates_kind" ADD VALUE 'header' BEFORE 'single-post';
  ALTER TYPE "public"."enum_theme_templates_kind" ADD VALUE 'footer' BEFORE 'single-post';
  ALTER TYPE "public"."enum__theme_templates_v_version_rules_target" ADD VALUE 'entire-site' BEFORE 'all-posts';
  ALTER TYPE "public"."enum__theme_templates_v_version_rules_target" ADD VALUE 'front-page' BEFORE 'all-posts';
  ALTER TYPE "public"."enum__theme_templates_v_version_rules_target" ADD VALUE 'all-pages' BEFORE 'all-posts';
  ALTER TYPE "public"."enum__theme_templates_v_version_rules_target" ADD VALUE 'specific-pages' BEFORE 'all-posts';
  ALTER TYPE "public"."enum__theme_templates_v_version_kind" ADD VALUE 'header' BEFORE 'single-post';
  ALTER TYPE "public"."enum__theme_templates_v_version_kind" ADD VALUE 'footer' BEFORE 'single-post';
  ALTER TABLE "theme_templates" ADD COLUMN "sticky" boolean DEFAULT false;
  ALTER TABLE "theme_templates_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "_theme_templates_v" ADD COLUMN "version_sticky" boolean DEFAULT false;
  ALTER TABLE "_theme_templates_v_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "theme_templates_rels" ADD CONSTRAINT "theme_templates_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_templates_v_rels" ADD CONSTRAINT "_theme_templates_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "theme_templates_rels_pages_id_idx" ON "theme_templates_rels" USING btree ("pages_id");
  CREATE INDEX "_theme_templates_v_rels_pages_id_idx" ON "_theme_templates_v_rels" USING btree ("pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "theme_templates_rels" DROP CONSTRAINT "theme_templates_rels_pages_fk";
  
  ALTER TABLE "_theme_templates_v_rels" DROP CONSTRAINT "_theme_templates_v_rels_pages_fk";
  
  ALTER TABLE "theme_templates_rules" ALTER COLUMN "target" SET DATA TYPE text;
  ALTER TABLE "theme_templates_rules" ALTER COLUMN "target" SET DEFAULT 'all-posts'::text;
  DROP TYPE "public"."enum_theme_templates_rules_target";
  CREATE TYPE "public"."enum_theme_templates_rules_target" AS ENUM('all-posts', 'in-category', 'specific-posts');
  ALTER TABLE "theme_templates_rules" ALTER COLUMN "target" SET DEFAULT 'all-posts'::"public"."enum_theme_templates_rules_target";
  ALTER TABLE "theme_templates_rules" ALTER COLUMN "target" SET DATA TYPE "public"."enum_theme_templates_rules_target" USING "target"::"public"."enum_theme_templates_rules_target";
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DEFAULT 'single-post'::text;
  DROP TYPE "public"."enum_theme_templates_kind";
  CREATE TYPE "public"."enum_theme_templates_kind" AS ENUM('single-post');
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DEFAULT 'single-post'::"public"."enum_theme_templates_kind";
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_theme_templates_kind" USING "kind"::"public"."enum_theme_templates_kind";
  ALTER TABLE "_theme_templates_v_version_rules" ALTER COLUMN "target" SET DATA TYPE text;
  ALTER TABLE "_theme_templates_v_version_rules" ALTER COLUMN "target" SET DEFAULT 'all-posts'::text;
  DROP TYPE "public"."enum__theme_templates_v_version_rules_target";
  CREATE TYPE "public"."enum__theme_templates_v_version_rules_target" AS ENUM('all-posts', 'in-category', 'specific-posts');
  ALTER TABLE "_theme_templates_v_version_rules" ALTER COLUMN "target" SET DEFAULT 'all-posts'::"public"."enum__theme_templates_v_version_rules_target";
  ALTER TABLE "_theme_templates_v_version_rules" ALTER COLUMN "target" SET DATA TYPE "public"."enum__theme_templates_v_version_rules_target" USING "target"::"public"."enum__theme_templates_v_version_rules_target";
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DATA TYPE text;
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DEFAULT 'single-post'::text;
  DROP TYPE "public"."enum__theme_templates_v_version_kind";
  CREATE TYPE "public"."enum__theme_templates_v_version_kind" AS ENUM('single-post');
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DEFAULT 'single-post'::"public"."enum__theme_templates_v_version_kind";
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DATA TYPE "public"."enum__theme_templates_v_version_kind" USING "version_kind"::"public"."enum__theme_templates_v_version_kind";
  DROP INDEX "theme_templates_rels_pages_id_idx";
  DROP INDEX "_theme_templates_v_rels_pages_id_idx";
  ALTER TABLE "theme_templates" DROP COLUMN "sticky";
  ALTER TABLE "theme_templates_rels" DROP COLUMN "pages_id";
  ALTER TABLE "_theme_templates_v" DROP COLUMN "version_sticky";
  ALTER TABLE "_theme_templates_v_rels" DROP COLUMN "pages_id";`)
}
