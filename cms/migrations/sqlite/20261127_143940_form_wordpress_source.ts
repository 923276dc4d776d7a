import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`forms\` ADD \`wordpress_source\` text;`)
  await db.run(sql`CREATE UNIQUE INDEX \`forms_wordpress_source_idx\` ON \`forms\` (\`wordpress_source\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`forms_wordpress_source_idx\`;`)
  await db.run(sql`ALTER TABLE \`forms\` DROP COLUMN \`wordpress_source\`;`)
}
