import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cancellation_requests_status" AS ENUM('new', 'handled');
  CREATE TABLE "cancellation_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_cancellation_requests_status" DEFAULT 'new' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"order_number" numeric,
  	"order_id" integer,
  	"details" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cancellation_requests_id" integer;
  ALTER TABLE "cancellation_requests" ADD CONSTRAINT "cancellation_requests_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "cancellation_requests_status_idx" ON "cancellation_requests" USING btree ("status");
  CREATE INDEX "cancellation_requests_order_idx" ON "cancellation_requests" USING btree ("order_id");
  CREATE INDEX "cancellation_requests_updated_at_idx" ON "cancellation_requests" USING btree ("updated_at");
  CREATE INDEX "cancellation_requests_created_at_idx" ON "cancellation_requests" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cancellation_requests_fk" FOREIGN KEY ("cancellation_requests_id") REFERENCES "public"."cancellation_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cancellation_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("cancellation_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cancellation_requests" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cancellation_requests" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cancellation_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_cancellation_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cancellation_requests_id";
  DROP TYPE "public"."enum_cancellation_requests_status";`)
}
