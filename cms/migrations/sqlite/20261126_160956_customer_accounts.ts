import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`phone\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`address_city\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`address_street\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`address_house\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`address_apartment\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`address_postcode\` text;`)
  await db.run(sql`ALTER TABLE \`orders\` ADD \`account_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`orders_account_idx\` ON \`orders\` (\`account_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_orders\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`customer_name\` text NOT NULL,
  	\`customer_phone\` text NOT NULL,
  	\`customer_email\` text NOT NULL,
  	\`shipping_method\` text NOT NULL,
  	\`payment_method\` text NOT NULL,
  	\`payment_reference\` text,
  	\`address_city\` text,
  	\`address_street\` text,
  	\`address_house\` text,
  	\`address_apartment\` text,
  	\`address_postcode\` text,
  	\`subtotal\` numeric,
  	\`discount\` numeric,
  	\`shipping\` numeric,
  	\`total\` numeric,
  	\`vat\` numeric,
  	\`net\` numeric,
  	\`vat_percent\` numeric,
  	\`coupon_code\` text,
  	\`notes\` text,
  	\`staff_note\` text,
  	\`attempt_key\` text NOT NULL,
  	\`access_token_hash\` text NOT NULL,
  	\`stock\` text DEFAULT 'held',
  	\`expires_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_orders\`("id", "number", "status", "customer_name", "customer_phone", "customer_email", "shipping_method", "payment_method", "payment_reference", "address_city", "address_street", "address_house", "address_apartment", "address_postcode", "subtotal", "discount", "shipping", "total", "vat", "net", "vat_percent", "coupon_code", "notes", "staff_note", "attempt_key", "access_token_hash", "stock", "expires_at", "updated_at", "created_at") SELECT "id", "number", "status", "customer_name", "customer_phone", "customer_email", "shipping_method", "payment_method", "payment_reference", "address_city", "address_street", "address_house", "address_apartment", "address_postcode", "subtotal", "discount", "shipping", "total", "vat", "net", "vat_percent", "coupon_code", "notes", "staff_note", "attempt_key", "access_token_hash", "stock", "expires_at", "updated_at", "created_at" FROM \`orders\`;`)
  await db.run(sql`DROP TABLE \`orders\`;`)
  await db.run(sql`ALTER TABLE \`__new_orders\` RENAME TO \`orders\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_number_idx\` ON \`orders\` (\`number\`);`)
  await db.run(sql`CREATE INDEX \`orders_status_idx\` ON \`orders\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`orders_customer_customer_email_idx\` ON \`orders\` (\`customer_email\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`orders_attempt_key_idx\` ON \`orders\` (\`attempt_key\`);`)
  await db.run(sql`CREATE INDEX \`orders_access_token_hash_idx\` ON \`orders\` (\`access_token_hash\`);`)
  await db.run(sql`CREATE INDEX \`orders_expires_at_idx\` ON \`orders\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_updated_at_idx\` ON \`orders\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`orders_created_at_idx\` ON \`orders\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`phone\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`address_city\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`address_street\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`address_house\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`address_apartment\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`address_postcode\`;`)
}
