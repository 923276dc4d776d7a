import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "site_settings_brand_custom_colours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"colour" varchar NOT NULL
  );
  
  ALTER TABLE "site_settings" ADD COLUMN "brand_accent" varchar;
  ALTER TABLE "site_settings_brand_custom_colours" ADD CONSTRAINT "site_settings_brand_custom_colours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "site_settings_brand_custom_colours_order_idx" ON "site_settings_brand_custom_colours" USING btree ("_order");
  CREATE INDEX "site_settings_brand_custom_colours_parent_id_idx" ON "site_settings_brand_custom_colours" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "site_settings_brand_custom_colours" CASCADE;
  ALTER TABLE "site_settings" DROP COLUMN "brand_accent";`)
}
