import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` ADD \`stock_order\` numeric;`)
  await db.run(sql`ALTER TABLE \`_products_v\` ADD \`version_stock_order\` numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`products\` DROP COLUMN \`stock_order\`;`)
  await db.run(sql`ALTER TABLE \`_products_v\` DROP COLUMN \`version_stock_order\`;`)
}
