import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "theme_templates" ALTER COLUMN "layout" SET DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}'::jsonb;
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_layout" SET DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}'::jsonb;
  ALTER TABLE "site_settings" ADD COLUMN "type_scale_body_size" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "type_scale_h1_mobile" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "type_scale_h1_desktop" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "type_scale_h2_mobile" numeric;
  ALTER TABLE "site_settings" ADD COLUMN "type_scale_h2_desktop" numeric;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "theme_templates" ALTER COLUMN "layout" DROP DEFAULT;
  ALTER TABLE "_theme_templates_v" ALTER COLUMN "version_layout" DROP DEFAULT;
  ALTER TABLE "site_settings" DROP COLUMN "type_scale_body_size";
  ALTER TABLE "site_settings" DROP COLUMN "type_scale_h1_mobile";
  ALTER TABLE "site_settings" DROP COLUMN "type_scale_h1_desktop";
  ALTER TABLE "site_settings" DROP COLUMN "type_scale_h2_mobile";
  ALTER TABLE "site_settings" DROP COLUMN "type_scale_h2_desktop";`)
}
