import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_orders_payment_method" ADD VALUE 'wallet';
  ALTER TYPE "public"."enum_payment_attempts_provider" ADD VALUE 'paypal';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE text;
  DROP TYPE "public"."enum_orders_payment_method";
  CREATE TYPE "public"."enum_orders_payment_method" AS ENUM('bank-transfer', 'cash-on-delivery', 'card');
  ALTER TABLE "orders" ALTER COLUMN "payment_method" SET DATA TYPE "public"."enum_orders_payment_method" USING "payment_method"::"public"."enum_orders_payment_method";
  ALTER TABLE "payment_attempts" ALTER COLUMN "provider" SET DATA TYPE text;
  DROP TYPE "public"."enum_payment_attempts_provider";
  CREATE TYPE "public"."enum_payment_attempts_provider" AS ENUM('stripe');
  ALTER TABLE "payment_attempts" ALTER COLUMN "provider" SET DATA TYPE "public"."enum_payment_attempts_provider" USING "provider"::"public"."enum_payment_attempts_provider";`)
}
