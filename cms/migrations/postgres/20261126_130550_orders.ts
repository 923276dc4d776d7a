import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_orders_status" AS ENUM('pending', 'processing', 'on-hold', 'completed', 'cancelled', 'refunded', 'failed');
  CREATE TYPE "public"."enum_orders_shipping_method" AS ENUM('pickup', 'courier', 'none');
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('bank-transfer', 'cash-on-delivery');
  CREATE TYPE "public"."enum_orders_stock" AS ENUM('held', 'released');
  CREATE TABLE "orders_lines" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"product_id" integer,
  	"variant" varchar,
  	"title" varchar NOT NULL,
  	"options" varchar,
  	"sku" varchar,
  	"kind" varchar,
  	"unit_price" numeric NOT NULL,
  	"quantity" numeric NOT NULL,
  	"line_total" numeric NOT NULL
  );
  
  CREATE TABLE "orders_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"text" varchar NOT NULL
  );
  
  CREATE TABLE "orders" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"number" numeric NOT NULL,
  	"status" "enum_orders_status" DEFAULT 'pending' NOT NULL,
  	"customer_name" varchar NOT NULL,
  	"customer_phone" varchar NOT NULL,
  	"customer_email" varchar NOT NULL,
  	"shipping_method" "enum_orders_shipping_method" NOT NULL,
  	"payment_method" "enum_orders_payment_method" NOT NULL,
  	"address_city" varchar,
  	"address_street" varchar,
  	"address_house" varchar,
  	"address_apartment" varchar,
  	"address_postcode" varchar,
  	"subtotal" numeric,
  	"shipping" numeric,
  	"total" numeric,
  	"vat" numeric,
  	"net" numeric,
  	"vat_percent" numeric,
  	"notes" varchar,
  	"staff_note" varchar,
  	"attempt_key" varchar NOT NULL,
  	"access_token_hash" varchar NOT NULL,
  	"stock" "enum_orders_stock" DEFAULT 'held',
  	"expires_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "shop_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pickup_enabled" boolean DEFAULT true,
  	"pickup_place" varchar,
  	"courier_enabled" boolean DEFAULT true,
  	"courier_price" numeric DEFAULT 35,
  	"free_shipping_above" numeric,
  	"delivery_time" varchar DEFAULT 'עד 5 ימי עסקים' NOT NULL,
  	"bank_transfer_enabled" boolean DEFAULT true,
  	"bank_details" varchar,
  	"cash_on_delivery_enabled" boolean DEFAULT false,
  	"hold_days" numeric DEFAULT 7,
  	"orders_email" varchar,
  	"terms_page_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "orders_id" integer;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "orders_lines" ADD CONSTRAINT "orders_lines_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "orders_history" ADD CONSTRAINT "orders_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_terms_page_id_pages_id_fk" FOREIGN KEY ("terms_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_lines_order_idx" ON "orders_lines" USING btree ("_order");
  CREATE INDEX "orders_lines_parent_id_idx" ON "orders_lines" USING btree ("_parent_id");
  CREATE INDEX "orders_lines_product_idx" ON "orders_lines" USING btree ("product_id");
  CREATE INDEX "orders_history_order_idx" ON "orders_history" USING btree ("_order");
  CREATE INDEX "orders_history_parent_id_idx" ON "orders_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");
  CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status");
  CREATE INDEX "orders_customer_customer_email_idx" ON "orders" USING btree ("customer_email");
  CREATE UNIQUE INDEX "orders_attempt_key_idx" ON "orders" USING btree ("attempt_key");
  CREATE INDEX "orders_access_token_hash_idx" ON "orders" USING btree ("access_token_hash");
  CREATE INDEX "orders_expires_at_idx" ON "orders" USING btree ("expires_at");
  CREATE INDEX "orders_updated_at_idx" ON "orders" USING btree ("updated_at");
  CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");
  CREATE INDEX "shop_settings_terms_page_idx" ON "shop_settings" USING btree ("terms_page_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_orders_fk" FOREIGN KEY ("orders_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_orders_id_idx" ON "payload_locked_documents_rels" USING btree ("orders_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders_lines" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "orders" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "shop_settings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "orders_lines" CASCADE;
  DROP TABLE "orders_history" CASCADE;
  DROP TABLE "orders" CASCADE;
  DROP TABLE "shop_settings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_orders_fk";
  
  DROP INDEX "payload_locked_documents_rels_orders_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "orders_id";
  DROP TYPE "public"."enum_orders_status";
  DROP TYPE "public"."enum_orders_shipping_method";
  DROP TYPE "public"."enum_orders_payment_method";
  DROP TYPE "public"."enum_orders_stock";`)
}
