import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "phone" varchar;
  ALTER TABLE "users" ADD COLUMN "address_city" varchar;
  ALTER TABLE "users" ADD COLUMN "address_street" varchar;
  ALTER TABLE "users" ADD COLUMN "address_house" varchar;
  ALTER TABLE "users" ADD COLUMN "address_apartment" varchar;
  ALTER TABLE "users" ADD COLUMN "address_postcode" varchar;
  ALTER TABLE "orders" ADD COLUMN "account_id" integer;
  ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "orders_account_idx" ON "orders" USING btree ("account_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" DROP CONSTRAINT "orders_account_id_users_id_fk";
  
  DROP INDEX "orders_account_idx";
  ALTER TABLE "users" DROP COLUMN "phone";
  ALTER TABLE "users" DROP COLUMN "address_city";
  ALTER TABLE "users" DROP COLUMN "address_street";
  ALTER TABLE "users" DROP COLUMN "address_house";
  ALTER TABLE "users" DROP COLUMN "address_apartment";
  ALTER TABLE "users" DROP COLUMN "address_postcode";
  ALTER TABLE "orders" DROP COLUMN "account_id";`)
}
