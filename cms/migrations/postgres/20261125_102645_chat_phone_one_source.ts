import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

// One WhatsApp number for the whole site (issue 27): the chat's own number, if the site settings have
// none, moves there before its column goes.
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   UPDATE "site_settings" SET "whatsapp" = (SELECT "telephone" FROM "chat_widget" WHERE "telephone" <> '' LIMIT 1)
    WHERE ("whatsapp" IS NULL OR "whatsapp" = '') AND EXISTS (SELECT 1 FROM "chat_widget" WHERE "telephone" <> '');
   ALTER TABLE "chat_widget" DROP COLUMN "telephone";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "chat_widget" ADD COLUMN "telephone" varchar;`)
}
