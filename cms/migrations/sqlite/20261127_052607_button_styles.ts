import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_secondary\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`layout_button_radius\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`layout_button_padding\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`brand_secondary\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`layout_button_radius\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`layout_button_padding\`;`)
}
