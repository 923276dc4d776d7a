import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_announcement_bars_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum_announcement_bars_placement_show_on" AS ENUM('all', 'articles', 'chosen');
  CREATE TYPE "public"."enum_announcement_bars_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__announcement_bars_v_version_position" AS ENUM('top', 'bottom');
  CREATE TYPE "public"."enum__announcement_bars_v_version_placement_show_on" AS ENUM('all', 'articles', 'chosen');
  CREATE TYPE "public"."enum__announcement_bars_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "announcement_bars" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"button_label" varchar,
  	"button_link" varchar,
  	"position" "enum_announcement_bars_position" DEFAULT 'top',
  	"background" varchar DEFAULT '#12355b',
  	"foreground" varchar DEFAULT '#ffffff',
  	"dismissible" boolean DEFAULT true,
  	"dismiss_days" numeric DEFAULT 7,
  	"until" timestamp(3) with time zone,
  	"placement_show_on" "enum_announcement_bars_placement_show_on" DEFAULT 'all',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_announcement_bars_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "announcement_bars_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "_announcement_bars_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_text" varchar,
  	"version_button_label" varchar,
  	"version_button_link" varchar,
  	"version_position" "enum__announcement_bars_v_version_position" DEFAULT 'top',
  	"version_background" varchar DEFAULT '#12355b',
  	"version_foreground" varchar DEFAULT '#ffffff',
  	"version_dismissible" boolean DEFAULT true,
  	"version_dismiss_days" numeric DEFAULT 7,
  	"version_until" timestamp(3) with time zone,
  	"version_placement_show_on" "enum__announcement_bars_v_version_placement_show_on" DEFAULT 'all',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__announcement_bars_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_announcement_bars_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"categories_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "announcement_bars_id" integer;
  ALTER TABLE "announcement_bars_rels" ADD CONSTRAINT "announcement_bars_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcement_bars"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcement_bars_rels" ADD CONSTRAINT "announcement_bars_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "announcement_bars_rels" ADD CONSTRAINT "announcement_bars_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcement_bars_v" ADD CONSTRAINT "_announcement_bars_v_parent_id_announcement_bars_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."announcement_bars"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_announcement_bars_v_rels" ADD CONSTRAINT "_announcement_bars_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_announcement_bars_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcement_bars_v_rels" ADD CONSTRAINT "_announcement_bars_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_announcement_bars_v_rels" ADD CONSTRAINT "_announcement_bars_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "announcement_bars_updated_at_idx" ON "announcement_bars" USING btree ("updated_at");
  CREATE INDEX "announcement_bars_created_at_idx" ON "announcement_bars" USING btree ("created_at");
  CREATE INDEX "announcement_bars__status_idx" ON "announcement_bars" USING btree ("_status");
  CREATE INDEX "announcement_bars_rels_order_idx" ON "announcement_bars_rels" USING btree ("order");
  CREATE INDEX "announcement_bars_rels_parent_idx" ON "announcement_bars_rels" USING btree ("parent_id");
  CREATE INDEX "announcement_bars_rels_path_idx" ON "announcement_bars_rels" USING btree ("path");
  CREATE INDEX "announcement_bars_rels_pages_id_idx" ON "announcement_bars_rels" USING btree ("pages_id");
  CREATE INDEX "announcement_bars_rels_categories_id_idx" ON "announcement_bars_rels" USING btree ("categories_id");
  CREATE INDEX "_announcement_bars_v_parent_idx" ON "_announcement_bars_v" USING btree ("parent_id");
  CREATE INDEX "_announcement_bars_v_version_version_updated_at_idx" ON "_announcement_bars_v" USING btree ("version_updated_at");
  CREATE INDEX "_announcement_bars_v_version_version_created_at_idx" ON "_announcement_bars_v" USING btree ("version_created_at");
  CREATE INDEX "_announcement_bars_v_version_version__status_idx" ON "_announcement_bars_v" USING btree ("version__status");
  CREATE INDEX "_announcement_bars_v_created_at_idx" ON "_announcement_bars_v" USING btree ("created_at");
  CREATE INDEX "_announcement_bars_v_updated_at_idx" ON "_announcement_bars_v" USING btree ("updated_at");
  CREATE INDEX "_announcement_bars_v_latest_idx" ON "_announcement_bars_v" USING btree ("latest");
  CREATE INDEX "_announcement_bars_v_rels_order_idx" ON "_announcement_bars_v_rels" USING btree ("order");
  CREATE INDEX "_announcement_bars_v_rels_parent_idx" ON "_announcement_bars_v_rels" USING btree ("parent_id");
  CREATE INDEX "_announcement_bars_v_rels_path_idx" ON "_announcement_bars_v_rels" USING btree ("path");
  CREATE INDEX "_announcement_bars_v_rels_pages_id_idx" ON "_announcement_bars_v_rels" USING btree ("pages_id");
  CREATE INDEX "_announcement_bars_v_rels_categories_id_idx" ON "_announcement_bars_v_rels" USING btree ("categories_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_announcement_bars_fk" FOREIGN KEY ("announcement_bars_id") REFERENCES "public"."announcement_bars"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_announcement_bars_id_idx" ON "payload_locked_documents_rels" USING btree ("announcement_bars_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "announcement_bars" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "announcement_bars_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcement_bars_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_announcement_bars_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "announcement_bars" CASCADE;
  DROP TABLE "announcement_bars_rels" CASCADE;
  DROP TABLE "_announcement_bars_v" CASCADE;
  DROP TABLE "_announcement_bars_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_announcement_bars_fk";
  
  DROP INDEX "payload_locked_documents_rels_announcement_bars_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "announcement_bars_id";
  DROP TYPE "public"."enum_announcement_bars_position";
  DROP TYPE "public"."enum_announcement_bars_placement_show_on";
  DROP TYPE "public"."enum_announcement_bars_status";
  DROP TYPE "public"."enum__announcement_bars_v_version_position";
  DROP TYPE "public"."enum__announcement_bars_v_version_placement_show_on";
  DROP TYPE "public"."enum__announcement_bars_v_version_status";`)
}
