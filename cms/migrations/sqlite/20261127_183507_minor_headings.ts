import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`type_scale_h4_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`type_scale_h5_size\` numeric;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`type_scale_h6_size\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`type_scale_h4_size\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`type_scale_h5_size\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`type_scale_h6_size\`;`)
}
