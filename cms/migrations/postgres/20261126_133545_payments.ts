import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_payment_attempts_provider" AS ENUM('stripe');
  CREATE TYPE "public"."enum_payment_attempts_status" AS ENUM('open', 'settled', 'failed', 'refused', 'refunded');
  ALTER TYPE "public"."enum_orders_payment_method" ADD VALUE 'card';
  CREATE TABLE "payment_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"attempt_key" varchar NOT NULL,
  	"provider" "enum_payment_attempts_provider" NOT NULL,
  	"reference" varchar,
  	"status" "enum_payment_attempts_status" DEFAULT 'open' NOT NULL,
  	"amount" numeric NOT NULL,
  	"currency" varchar DEFAULT 'ILS' NOT NULL,
  	"redirect_url" varchar,
  	"cart_hash" varchar,
  	"snapshot" jsonb NOT NULL,
  	"order_id" integer,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "orders" ADD COLUMN "payment_reference" varchar;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "payment_attempts_id" integer;
  ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "payment_attempts_attempt_key_idx" ON "payment_attempts" USING btree ("attempt_key");
  CREATE INDEX "payment_attempts_reference_idx" ON "payment_attempts" USING btree ("reference");
  CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("status");
  CREATE INDEX "payment_attempts_cart_hash_idx" ON "payment_attempts" USING btree ("cart_hash");
  CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");
  CREATE INDEX "payment_attempts_updated_at_idx" ON "payment_attempts" USING btree ("updated_at");
  CREATE INDEX "payment_attempts_created_at_idx" ON "payment_attempts" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_payment_attempts_fk" FOREIGN KEY ("payment_attempts_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_payment_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("payment_attempts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payment_attempts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "payment_attempts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_payment_attempts_fk";
  
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_payment_method";
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('bank-transfer', 'cash-on-delivery');
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE "public"."enum_orders_payment_method" USING "payment_method"::"public"."enum_orders_payment_method";
  DROP INDEX "payload_locked_documents_rels_payment_attempts_id_idx";
  ALTER TABLE "orders" DROP COLUMN "payment_reference";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "payment_attempts_id";
  DROP TYPE "public"."enum_payment_attempts_provider";
  DROP TYPE "public"."enum_payment_attempts_status";`)
}
