import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`shop_settings\` ADD \`thank_you_page_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`shop_settings_thank_you_page_idx\` ON \`shop_settings\` (\`thank_you_page_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_shop_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`pickup_enabled\` integer DEFAULT true,
  	\`pickup_place\` text,
  	\`courier_enabled\` integer DEFAULT true,
  	\`courier_price\` numeric DEFAULT 35,
  	\`free_shipping_above\` numeric,
  	\`delivery_time\` text DEFAULT 'עד 5 ימי עסקים' NOT NULL,
  	\`bank_transfer_enabled\` integer DEFAULT true,
  	\`bank_details\` text,
  	\`cash_on_delivery_enabled\` integer DEFAULT false,
  	\`hold_days\` numeric DEFAULT 7,
  	\`orders_email\` text,
  	\`terms_page_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`terms_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_shop_settings\`("id", "pickup_enabled", "pickup_place", "courier_enabled", "courier_price", "free_shipping_above", "delivery_time", "bank_transfer_enabled", "bank_details", "cash_on_delivery_enabled", "hold_days", "orders_email", "terms_page_id", "updated_at", "created_at") SELECT "id", "pickup_enabled", "pickup_place", "courier_enabled", "courier_price", "free_shipping_above", "delivery_time", "bank_transfer_enabled", "bank_details", "cash_on_delivery_enabled", "hold_days", "orders_email", "terms_page_id", "updated_at", "created_at" FROM \`shop_settings\`;`)
  await db.run(sql`DROP TABLE \`shop_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_shop_settings\` RENAME TO \`shop_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`shop_settings_terms_page_idx\` ON \`shop_settings\` (\`terms_page_id\`);`)
}
