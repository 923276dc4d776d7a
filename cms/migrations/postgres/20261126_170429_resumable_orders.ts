import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_stock" ADD VALUE 'pending' BEFORE 'held';
  ALTER TABLE "products" ADD COLUMN "stock_order" numeric;
  ALTER TABLE "_products_v" ADD COLUMN "version_stock_order" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "stock" SET DATA TYPE text;
  ALTER TABLE "orders" ALTER COLUMN "stock" SET DEFAULT 'held'::text;
  DROP TYPE "public"."enum_orders_stock";
  CREATE TYPE "public"."enum_orders_stock" AS ENUM('held', 'released');
  ALTER TABLE "orders" ALTER COLUMN "stock" SET DEFAULT 'held'::"public"."enum_orders_stock";
  ALTER TABLE "orders" ALTER COLUMN "stock" SET DATA TYPE "public"."enum_orders_stock" USING "stock"::"public"."enum_orders_stock";
  ALTER TABLE "products" DROP COLUMN "stock_order";
  ALTER TABLE "_products_v" DROP COLUMN "version_stock_order";`)
}
