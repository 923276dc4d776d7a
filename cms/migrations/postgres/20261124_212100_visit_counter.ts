import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_visit_events_kind" AS ENUM('view', 'lead');
  CREATE TYPE "public"."enum_visit_events_lead_kind" AS ENUM('tel', 'mailto', 'whatsapp', 'chat', 'form');
  CREATE TABLE "visit_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"kind" "enum_visit_events_kind" NOT NULL,
  	"lead_kind" "enum_visit_events_lead_kind",
  	"path" varchar NOT NULL,
  	"source" varchar NOT NULL,
  	"campaign" varchar,
  	"visitor" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "visit_days" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"views" numeric NOT NULL,
  	"visitors" numeric NOT NULL,
  	"leads" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "visit_days_id" integer;
  CREATE INDEX "visit_events_day_idx" ON "visit_events" USING btree ("day");
  CREATE INDEX "visit_events_updated_at_idx" ON "visit_events" USING btree ("updated_at");
  CREATE INDEX "visit_events_created_at_idx" ON "visit_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "visit_days_day_idx" ON "visit_days" USING btree ("day");
  CREATE INDEX "visit_days_updated_at_idx" ON "visit_days" USING btree ("updated_at");
  CREATE INDEX "visit_days_created_at_idx" ON "visit_days" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_events_fk" FOREIGN KEY ("visit_events_id") REFERENCES "public"."visit_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_visit_days_fk" FOREIGN KEY ("visit_days_id") REFERENCES "public"."visit_days"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_visit_events_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_events_id");
  CREATE INDEX "payload_locked_documents_rels_visit_days_id_idx" ON "payload_locked_documents_rels" USING btree ("visit_days_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "visit_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "visit_days" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "visit_events" CASCADE;
  DROP TABLE "visit_days" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_visit_days_fk";
  
  DROP INDEX "payload_locked_documents_rels_visit_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_visit_days_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "visit_days_id";
  DROP TYPE "public"."enum_visit_events_kind";
  DROP TYPE "public"."enum_visit_events_lead_kind";`)
}
