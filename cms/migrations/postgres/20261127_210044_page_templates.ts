import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_theme_templates_kind" ADD VALUE 'single-page' BEFORE 'archive';
  ALTER TYPE "public"."enum__theme_templates_v_version_kind" ADD VALUE 'single-page' BEFORE 'archive';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DEFAULT 'single-post'::text;
  DROP TYPE "public"."enum_theme_templates_kind";
  CREATE TYPE "public"."enum_theme_templates_kind" AS ENUM('header', 'footer', 'single-post', 'archive', 'not-found');
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DEFAULT 'single-post'::"public"."enum_theme_templates_kind";
  ALTER TABLE "theme_templates" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_theme_templates_kind" USING "kind"::"public"."enum_theme_templates_kind";
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DATA TYPE text;
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DEFAULT 'single-post'::text;
  DROP TYPE "public"."enum__theme_templates_v_version_kind";
  CREATE TYPE "public"."enum__theme_templates_v_version_kind" AS ENUM('header', 'footer', 'single-post', 'archive', 'not-found');
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DEFAULT 'single-post'::"public"."enum__theme_templates_v_version_kind";
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_kind" SET DATA TYPE "public"."enum__theme_templates_v_version_kind" USING "version_kind"::"public"."enum__theme_templates_v_version_kind";`)
}
