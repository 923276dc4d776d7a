import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`site_settings_brand_custom_colours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`colour\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`site_settings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`site_settings_brand_custom_colours_order_idx\` ON \`site_settings_brand_custom_colours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_brand_custom_colours_parent_id_idx\` ON \`site_settings_brand_custom_colours\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_accent\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`site_settings_brand_custom_colours\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`brand_accent\`;`)
}
