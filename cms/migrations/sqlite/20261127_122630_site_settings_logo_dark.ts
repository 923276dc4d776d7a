import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`logo_dark_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_dark_idx\` ON \`site_settings\` (\`logo_dark_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_site_settings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`business_name\` text NOT NULL,
  	\`legal_name\` text,
  	\`company_id\` text,
  	\`address_street\` text,
  	\`address_city\` text,
  	\`address_postal_code\` text,
  	\`logo_id\` integer,
  	\`favicon_id\` integer,
  	\`home_page_id\` integer,
  	\`brand_primary\` text,
  	\`brand_secondary\` text,
  	\`brand_text\` text,
  	\`brand_muted\` text,
  	\`brand_background\` text,
  	\`fonts_headings\` text,
  	\`fonts_body\` text,
  	\`type_scale_body_size\` numeric,
  	\`type_scale_h1_mobile\` numeric,
  	\`type_scale_h1_desktop\` numeric,
  	\`type_scale_h2_mobile\` numeric,
  	\`type_scale_h2_desktop\` numeric,
  	\`type_scale_h3_mobile\` numeric,
  	\`type_scale_h3_desktop\` numeric,
  	\`layout_container_width\` numeric,
  	\`layout_radius\` numeric,
  	\`layout_button_radius\` numeric,
  	\`layout_button_padding\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`whatsapp\` text,
  	\`lightbox_global\` integer DEFAULT true,
  	\`lightbox_counter\` integer DEFAULT true,
  	\`lightbox_fullscreen\` integer DEFAULT true,
  	\`lightbox_zoom\` integer DEFAULT true,
  	\`lightbox_share\` integer DEFAULT true,
  	\`lightbox_title_source\` text DEFAULT 'title',
  	\`lightbox_description_source\` text DEFAULT 'description',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`favicon_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`home_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_site_settings\`("id", "business_name", "legal_name", "company_id", "address_street", "address_city", "address_postal_code", "logo_id", "favicon_id", "home_page_id", "brand_primary", "brand_secondary", "brand_text", "brand_muted", "brand_background", "fonts_headings", "fonts_body", "type_scale_body_size", "type_scale_h1_mobile", "type_scale_h1_desktop", "type_scale_h2_mobile", "type_scale_h2_desktop", "type_scale_h3_mobile", "type_scale_h3_desktop", "layout_container_width", "layout_radius", "layout_button_radius", "layout_button_padding", "phone", "email", "whatsapp", "lightbox_global", "lightbox_counter", "lightbox_fullscreen", "lightbox_zoom", "lightbox_share", "lightbox_title_source", "lightbox_description_source", "updated_at", "created_at") SELECT "id", "business_name", "legal_name", "company_id", "address_street", "address_city", "address_postal_code", "logo_id", "favicon_id", "home_page_id", "brand_primary", "brand_secondary", "brand_text", "brand_muted", "brand_background", "fonts_headings", "fonts_body", "type_scale_body_size", "type_scale_h1_mobile", "type_scale_h1_desktop", "type_scale_h2_mobile", "type_scale_h2_desktop", "type_scale_h3_mobile", "type_scale_h3_desktop", "layout_container_width", "layout_radius", "layout_button_radius", "layout_button_padding", "phone", "email", "whatsapp", "lightbox_global", "lightbox_counter", "lightbox_fullscreen", "lightbox_zoom", "lightbox_share", "lightbox_title_source", "lightbox_description_source", "updated_at", "created_at" FROM \`site_settings\`;`)
  await db.run(sql`DROP TABLE \`site_settings\`;`)
  await db.run(sql`ALTER TABLE \`__new_site_settings\` RENAME TO \`site_settings\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`site_settings_logo_idx\` ON \`site_settings\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_favicon_idx\` ON \`site_settings\` (\`favicon_id\`);`)
  await db.run(sql`CREATE INDEX \`site_settings_home_page_idx\` ON \`site_settings\` (\`home_page_id\`);`)
}
