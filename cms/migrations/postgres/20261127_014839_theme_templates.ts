import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_theme_templates_rules_effect" AS ENUM('include', 'exclude');
  CREATE TYPE "public"."enum_theme_templates_rules_target" AS ENUM('all-posts', 'in-category', 'specific-posts');
  CREATE TYPE "public"."enum_theme_templates_kind" AS ENUM('single-post');
  CREATE TYPE "public"."enum_theme_templates_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__theme_templates_v_version_rules_effect" AS ENUM('include', 'exclude');
  CREATE TYPE "public"."enum__theme_templates_v_version_rules_target" AS ENUM('all-posts', 'in-category', 'specific-posts');
  CREATE TYPE "public"."enum__theme_templates_v_version_kind" AS ENUM('single-post');
  CREATE TYPE "public"."enum__theme_templates_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "theme_templates_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"effect" "enum_theme_templates_rules_effect" DEFAULT 'include',
  	"target" "enum_theme_templates_rules_target" DEFAULT 'all-posts'
  );
  
  CREATE TABLE "theme_templates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"kind" "enum_theme_templates_kind" DEFAULT 'single-post',
  	"layout" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_theme_templates_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "theme_templates_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer,
  	"posts_id" integer
  );
  
  CREATE TABLE "_theme_templates_v_version_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"effect" "enum__theme_templates_v_version_rules_effect" DEFAULT 'include',
  	"target" "enum__theme_templates_v_version_rules_target" DEFAULT 'all-posts',
  	"_uuid" varchar
  );
  
  CREATE TABLE "_theme_templates_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_kind" "enum__theme_templates_v_version_kind" DEFAULT 'single-post',
  	"version_layout" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__theme_templates_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_theme_templates_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"categories_id" integer,
  	"posts_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "theme_templates_id" integer;
  ALTER TABLE "theme_templates_rules" ADD CONSTRAINT "theme_templates_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."theme_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_templates_rels" ADD CONSTRAINT "theme_templates_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."theme_templates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_templates_rels" ADD CONSTRAINT "theme_templates_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "theme_templates_rels" ADD CONSTRAINT "theme_templates_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_templates_v_version_rules" ADD CONSTRAINT "_theme_templates_v_version_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_theme_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_templates_v" ADD CONSTRAINT "_theme_templates_v_parent_id_theme_templates_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."theme_templates"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_theme_templates_v_rels" ADD CONSTRAINT "_theme_templates_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_theme_templates_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_templates_v_rels" ADD CONSTRAINT "_theme_templates_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_theme_templates_v_rels" ADD CONSTRAINT "_theme_templates_v_rels_posts_fk" FOREIGN KEY ("posts_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "theme_templates_rules_order_idx" ON "theme_templates_rules" USING btree ("_order");
  CREATE INDEX "theme_templates_rules_parent_id_idx" ON "theme_templates_rules" USING btree ("_parent_id");
  CREATE INDEX "theme_templates_updated_at_idx" ON "theme_templates" USING btree ("updated_at");
  CREATE INDEX "theme_templates_created_at_idx" ON "theme_templates" USING btree ("created_at");
  CREATE INDEX "theme_templates__status_idx" ON "theme_templates" USING btree ("_status");
  CREATE INDEX "theme_templates_rels_order_idx" ON "theme_templates_rels" USING btree ("order");
  CREATE INDEX "theme_templates_rels_parent_idx" ON "theme_templates_rels" USING btree ("parent_id");
  CREATE INDEX "theme_templates_rels_path_idx" ON "theme_templates_rels" USING btree ("path");
  CREATE INDEX "theme_templates_rels_categories_id_idx" ON "theme_templates_rels" USING btree ("categories_id");
  CREATE INDEX "theme_templates_rels_posts_id_idx" ON "theme_templates_rels" USING btree ("posts_id");
  CREATE INDEX "_theme_templates_v_version_rules_order_idx" ON "_theme_templates_v_version_rules" USING btree ("_order");
  CREATE INDEX "_theme_templates_v_version_rules_parent_id_idx" ON "_theme_templates_v_version_rules" USING btree ("_parent_id");
  CREATE INDEX "_theme_templates_v_parent_idx" ON "_theme_templates_v" USING btree ("parent_id");
  CREATE INDEX "_theme_templates_v_version_version_updated_at_idx" ON "_theme_templates_v" USING btree ("version_updated_at");
  CREATE INDEX "_theme_templates_v_version_version_created_at_idx" ON "_theme_templates_v" USING btree ("version_created_at");
  CREATE INDEX "_theme_templates_v_version_version__status_idx" ON "_theme_templates_v" USING btree ("version__status");
  CREATE INDEX "_theme_templates_v_created_at_idx" ON "_theme_templates_v" USING btree ("created_at");
  CREATE INDEX "_theme_templates_v_updated_at_idx" ON "_theme_templates_v" USING btree ("updated_at");
  CREATE INDEX "_theme_templates_v_latest_idx" ON "_theme_templates_v" USING btree ("latest");
  CREATE INDEX "_theme_templates_v_rels_order_idx" ON "_theme_templates_v_rels" USING btree ("order");
  CREATE INDEX "_theme_templates_v_rels_parent_idx" ON "_theme_templates_v_rels" USING btree ("parent_id");
  CREATE INDEX "_theme_templates_v_rels_path_idx" ON "_theme_templates_v_rels" USING btree ("path");
  CREATE INDEX "_theme_templates_v_rels_categories_id_idx" ON "_theme_templates_v_rels" USING btree ("categories_id");
  CREATE INDEX "_theme_templates_v_rels_posts_id_idx" ON "_theme_templates_v_rels" USING btree ("posts_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_theme_templates_fk" FOREIGN KEY ("theme_templates_id") REFERENCES "public"."theme_templates"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_theme_templates_id_idx" ON "payload_locked_documents_rels" USING btree ("theme_templates_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "theme_templates_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "theme_templates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "theme_templates_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_theme_templates_v_version_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_theme_templates_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_theme_templates_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "theme_templates_rules" CASCADE;
  DROP TABLE "theme_templates" CASCADE;
  DROP TABLE "theme_templates_rels" CASCADE;
  DROP TABLE "_theme_templates_v_version_rules" CASCADE;
  DROP TABLE "_theme_templates_v" CASCADE;
  DROP TABLE "_theme_templates_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_theme_templates_fk";
  
  DROP INDEX "payload_locked_documents_rels_theme_templates_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "theme_templates_id";
  DROP TYPE "public"."enum_theme_templates_rules_effect";
  DROP TYPE "public"."enum_theme_templates_rules_target";
  DROP TYPE "public"."enum_theme_templates_kind";
  DROP TYPE "public"."enum_theme_templates_status";
  DROP TYPE "public"."enum__theme_templates_v_version_rules_effect";
  DROP TYPE "public"."enum__theme_templates_v_version_rules_target";
  DROP TYPE "public"."enum__theme_templates_v_version_kind";
  DROP TYPE "public"."enum__theme_templates_v_version_status";`)
}
