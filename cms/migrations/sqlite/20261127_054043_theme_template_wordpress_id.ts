import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`theme_templates\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`theme_templates_wordpress_id_idx\` ON \`theme_templates\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_theme_templates_v\` ADD \`version_wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_wordpress_id_idx\` ON \`_theme_templates_v\` (\`version_wordpress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`theme_templates_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`theme_templates\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_theme_templates_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_theme_templates_v\` DROP COLUMN \`version_wordpress_id\`;`)
}
