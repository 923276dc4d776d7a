import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_consent_records_action" AS ENUM('accept-all', 'reject-all', 'choose');
  CREATE TYPE "public"."enum_tracking_settings_pys_visit_model" AS ENUM('first_visit', 'last_visit');
  CREATE TABLE "consent_records" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"consent_id" varchar NOT NULL,
  	"action" "enum_consent_records_action" NOT NULL,
  	"analytics" boolean,
  	"marketing" boolean,
  	"version" numeric NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "tracking_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ga4_id" varchar,
  	"ads_id" varchar,
  	"ads_label_tel" varchar,
  	"ads_label_mailto" varchar,
  	"meta_pixel_id" varchar,
  	"clarity_id" varchar,
  	"hotjar_id" varchar,
  	"consent_version" numeric DEFAULT 1 NOT NULL,
  	"pys_cookie_days" numeric DEFAULT 7 NOT NULL,
  	"pys_session_minutes" numeric DEFAULT 60 NOT NULL,
  	"pys_external_id_days" numeric DEFAULT 180 NOT NULL,
  	"pys_visit_model" "enum_tracking_settings_pys_visit_model" DEFAULT 'first_visit' NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "consent_records_id" integer;
  CREATE INDEX "consent_records_consent_id_idx" ON "consent_records" USING btree ("consent_id");
  CREATE INDEX "consent_records_updated_at_idx" ON "consent_records" USING btree ("updated_at");
  CREATE INDEX "consent_records_created_at_idx" ON "consent_records" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_consent_records_fk" FOREIGN KEY ("consent_records_id") REFERENCES "public"."consent_records"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_consent_records_id_idx" ON "payload_locked_documents_rels" USING btree ("consent_records_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "consent_records" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "tracking_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "consent_records" CASCADE;
  DROP TABLE "tracking_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_consent_records_fk";
  
  DROP INDEX "payload_locked_documents_rels_consent_records_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "consent_records_id";
  DROP TYPE "public"."enum_consent_records_action";
  DROP TYPE "public"."enum_tracking_settings_pys_visit_model";`)
}
