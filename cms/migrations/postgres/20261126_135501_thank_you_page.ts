import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" ADD COLUMN "thank_you_page_id" integer;
  ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_thank_you_page_id_pages_id_fk" FOREIGN KEY ("thank_you_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "shop_settings_thank_you_page_idx" ON "shop_settings" USING btree ("thank_you_page_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "shop_settings" DROP CONSTRAINT "shop_settings_thank_you_page_id_pages_id_fk";
  
  DROP INDEX "shop_settings_thank_you_page_idx";
  ALTER TABLE "shop_settings" DROP COLUMN "thank_you_page_id";`)
}
