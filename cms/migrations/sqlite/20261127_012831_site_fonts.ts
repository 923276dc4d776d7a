import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fonts_headings\` text;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`fonts_body\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fonts_headings\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`fonts_body\`;`)
}
