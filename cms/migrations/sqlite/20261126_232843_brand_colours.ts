import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_primary\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_text\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_muted\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`brand_background\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`brand_primary\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`brand_text\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`brand_muted\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`brand_background\`;`)
}
