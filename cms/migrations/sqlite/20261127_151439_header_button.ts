import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`header_button_label\` text;`)
  await db.run(sql`ALTER TABLE \`navigation\` ADD \`header_button_href\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`header_button_label\`;`)
  await db.run(sql`ALTER TABLE \`navigation\` DROP COLUMN \`header_button_href\`;`)
}
