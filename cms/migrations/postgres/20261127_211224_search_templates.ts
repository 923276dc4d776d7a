import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_theme_templates_rules_target" ADD VALUE 'search';
  ALTER TYPE "public"."enum_theme_templates_kind" ADD VALUE 'search-results';
  ALTER TYPE "public"."enum__theme_templates_v_version_rules_target" ADD VALUE 'search';
  ALTER TYPE "public"."enum__theme_templates_v_version_kind" ADD VALUE 'search-results';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "theme_templates_rules" ALTER COLUMN "target" SET DATA TYPE text;
  ALTER TABLE "theme_templates_rules" ALTER COLUMN "target" SET DEFAULT 'all-posts'::text;
  DROP TYPE "public"."enum_theme_templates_rules_target";
  CREATE TYPE "public"."enum_theme_templates_rules_target" AS ENUM('entire-site', 'front-page', 'all-pages', 'specific-pages', 'all-posts', 'in-category', 'specific-posts', 'all-archives', 'category-archive', 'not-found');
  ALTER TABLE "theme_templates_rules" ALTER COLUMN "target" SET DEFAULT 'all-posts'::"public"."enum_theme_templates_rules_target";
  ALTER TABLE "theme_templates_rules" ALTER COLUMN "target" SET DATA TYPE "public"."enum_theme_templates_rules_target" USING "target"::"public"."enum_theme_templates_rules_target";
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DEFAULT 'single-post'::text;
  DROP TYPE "public"."enum_theme_templates_kind";
  CREATE TYPE "public"."enum_theme_templates_kind" AS ENUM('header', 'footer', 'single-post', 'single-page', 'archive', 'not-found');
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DEFAULT 'single-post'::"public"."enum_theme_templates_kind";
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_theme_templates_kind" USING "kind"::"public"."enum_theme_templates_kind";
  ALTER TABLE "_theme_templates_v_version_rules" ALTER COLUMN "target" SET DATA TYPE text;
  ALTER TABLE "_theme_templates_v_version_rules" ALTER COLUMN "target" SET DEFAULT 'all-posts'::text;
  DROP TYPE "public"."enum__theme_templates_v_version_rules_target";
  CREATE TYPE "public"."enum__theme_templates_v_version_rules_target" AS ENUM('entire-site', 'front-page', 'all-pages', 'specific-pages', 'all-posts', 'in-category', 'specific-posts', 'all-archives', 'category-archive', 'not-found');
  ALTER TABLE "_theme_templates_v_version_rules" ALTER COLUMN "target" SET DEFAULT 'all-posts'::"public"."enum__theme_templates_v_version_rules_target";
  ALTER TABLE "_theme_templates_v_version_rules" ALTER COLUMN "target" SET DATA TYPE "public"."enum__theme_templates_v_version_rules_target" USING "target"::"public"."enum__theme_templates_v_version_rules_target";
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DATA TYPE text;
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DEFAULT 'single-post'::text;
  DROP TYPE "public"."enum__theme_templates_v_version_kind";
  CREATE TYPE "public"."enum__theme_templates_v_version_kind" AS ENUM('header', 'footer', 'single-post', 'single-page', 'archive', 'not-found');
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DEFAULT 'single-post'::"public"."enum__theme_templates_v_version_kind";
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DATA TYPE "public"."enum__theme_templates_v_version_kind" USING "version_kind"::"public"."enum__theme_templates_v_version_kind";`)
}
