import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_mega_panels_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__mega_panels_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "mega_panels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_mega_panels_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_mega_panels_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_layout" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__mega_panels_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "mega_panels_id" integer;
  ALTER TABLE "navigation_header" ADD COLUMN "mega_panel_id" integer;
  ALTER TABLE "_mega_panels_v" ADD CONSTRAINT "_mega_panels_v_parent_id_mega_panels_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."mega_panels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "mega_panels_updated_at_idx" ON "mega_panels" USING btree ("updated_at");
  CREATE INDEX "mega_panels_created_at_idx" ON "mega_panels" USING btree ("created_at");
  CREATE INDEX "mega_panels__status_idx" ON "mega_panels" USING btree ("_status");
  CREATE INDEX "_mega_panels_v_parent_idx" ON "_mega_panels_v" USING btree ("parent_id");
  CREATE INDEX "_mega_panels_v_version_version_updated_at_idx" ON "_mega_panels_v" USING btree ("version_updated_at");
  CREATE INDEX "_mega_panels_v_version_version_created_at_idx" ON "_mega_panels_v" USING btree ("version_created_at");
  CREATE INDEX "_mega_panels_v_version_version__status_idx" ON "_mega_panels_v" USING btree ("version__status");
  CREATE INDEX "_mega_panels_v_created_at_idx" ON "_mega_panels_v" USING btree ("created_at");
  CREATE INDEX "_mega_panels_v_updated_at_idx" ON "_mega_panels_v" USING btree ("updated_at");
  CREATE INDEX "_mega_panels_v_latest_idx" ON "_mega_panels_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_mega_panels_fk" FOREIGN KEY ("mega_panels_id") REFERENCES "public"."mega_panels"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "navigation_header" ADD CONSTRAINT "navigation_header_mega_panel_id_mega_panels_id_fk" FOREIGN KEY ("mega_panel_id") REFERENCES "public"."mega_panels"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_mega_panels_id_idx" ON "payload_locked_documents_rels" USING btree ("mega_panels_id");
  CREATE INDEX "navigation_header_mega_panel_idx" ON "navigation_header" USING btree ("mega_panel_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mega_panels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_mega_panels_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "mega_panels" CASCADE;
  DROP TABLE "_mega_panels_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_mega_panels_fk";
  
  ALTER TABLE "navigation_header" DROP CONSTRAINT "navigation_header_mega_panel_id_mega_panels_id_fk";
  
  DROP INDEX "payload_locked_documents_rels_mega_panels_id_idx";
  DROP INDEX "navigation_header_mega_panel_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "mega_panels_id";
  ALTER TABLE "navigation_header" DROP COLUMN "mega_panel_id";
  DROP TYPE "public"."enum_mega_panels_status";
  DROP TYPE "public"."enum__mega_panels_v_version_status";`)
}
