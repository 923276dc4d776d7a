import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`theme_templates_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`effect\` text DEFAULT 'include',
  	\`target\` text DEFAULT 'all-posts',
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`theme_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`theme_templates_rules_order_idx\` ON \`theme_templates_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rules_parent_id_idx\` ON \`theme_templates_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`theme_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'single-post',
  	\`layout\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`theme_templates_updated_at_idx\` ON \`theme_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_created_at_idx\` ON \`theme_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates__status_idx\` ON \`theme_templates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`theme_templates_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`posts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`theme_templates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_order_idx\` ON \`theme_templates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_parent_idx\` ON \`theme_templates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_path_idx\` ON \`theme_templates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_categories_id_idx\` ON \`theme_templates_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_posts_id_idx\` ON \`theme_templates_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE TABLE \`_theme_templates_v_version_rules\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`effect\` text DEFAULT 'include',
  	\`target\` text DEFAULT 'all-posts',
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_theme_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_rules_order_idx\` ON \`_theme_templates_v_version_rules\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_rules_parent_id_idx\` ON \`_theme_templates_v_version_rules\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_theme_templates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'single-post',
  	\`version_layout\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`theme_templates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_parent_idx\` ON \`_theme_templates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_updated_at_idx\` ON \`_theme_templates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_created_at_idx\` ON \`_theme_templates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version__status_idx\` ON \`_theme_templates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_created_at_idx\` ON \`_theme_templates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_updated_at_idx\` ON \`_theme_templates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_latest_idx\` ON \`_theme_templates_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_theme_templates_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`categories_id\` integer,
  	\`posts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_theme_templates_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_order_idx\` ON \`_theme_templates_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_parent_idx\` ON \`_theme_templates_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_path_idx\` ON \`_theme_templates_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_categories_id_idx\` ON \`_theme_templates_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_posts_id_idx\` ON \`_theme_templates_v_rels\` (\`posts_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`theme_templates_id\` integer REFERENCES theme_templates(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_theme_templates_id_idx\` ON \`payload_locked_documents_rels\` (\`theme_templates_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`theme_templates_rules\`;`)
  await db.run(sql`DROP TABLE \`theme_templates\`;`)
  await db.run(sql`DROP TABLE \`theme_templates_rels\`;`)
  await db.run(sql`DROP TABLE \`_theme_templates_v_version_rules\`;`)
  await db.run(sql`DROP TABLE \`_theme_templates_v\`;`)
  await db.run(sql`DROP TABLE \`_theme_templates_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`projects_id\` integer,
  	\`reviews_id\` integer,
  	\`popups_id\` integer,
  	\`announcement_bars_id\` integer,
  	\`mega_panels_id\` integer,
  	\`categories_id\` integer,
  	\`tags_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	\`mail_outbox_id\` integer,
  	\`subscribers_id\` integer,
  	\`form_files_id\` integer,
  	\`consent_records_id\` integer,
  	\`visit_events_id\` integer,
  	\`visit_days_id\` integer,
  	\`redirects_id\` integer,
  	\`products_id\` integer,
  	\`product_categories_id\` integer,
  	\`product_tags_id\` integer,
  	\`carts_id\` integer,
  	\`orders_id\` integer,
  	\`payment_attempts_id\` integer,
  	\`coupons_id\` integer,
  	\`cancellation_requests_id\` integer,
  	\`forms_id\` integer,
  	\`form_submissions_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`projects_id\`) REFERENCES \`projects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`reviews_id\`) REFERENCES \`reviews\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`popups_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`announcement_bars_id\`) REFERENCES \`announcement_bars\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mega_panels_id\`) REFERENCES \`mega_panels\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`tags_id\`) REFERENCES \`tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`mail_outbox_id\`) REFERENCES \`mail_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`subscribers_id\`) REFERENCES \`subscribers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_files_id\`) REFERENCES \`form_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`consent_records_id\`) REFERENCES \`consent_records\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_events_id\`) REFERENCES \`visit_events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`visit_days_id\`) REFERENCES \`visit_days\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`redirects_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`products_id\`) REFERENCES \`products\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_categories_id\`) REFERENCES \`product_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`product_tags_id\`) REFERENCES \`product_tags\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`carts_id\`) REFERENCES \`carts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`orders_id\`) REFERENCES \`orders\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`payment_attempts_id\`) REFERENCES \`payment_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`coupons_id\`) REFERENCES \`coupons\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cancellation_requests_id\`) REFERENCES \`cancellation_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forms_id\`) REFERENCES \`forms\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`form_submissions_id\`) REFERENCES \`form_submissions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "reviews_id", "popups_id", "announcement_bars_id", "mega_panels_id", "categories_id", "tags_id", "media_id", "users_id", "mail_outbox_id", "subscribers_id", "form_files_id", "consent_records_id", "visit_events_id", "visit_days_id", "redirects_id", "products_id", "product_categories_id", "product_tags_id", "carts_id", "orders_id", "payment_attempts_id", "coupons_id", "cancellation_requests_id", "forms_id", "form_submissions_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "projects_id", "reviews_id", "popups_id", "announcement_bars_id", "mega_panels_id", "categories_id", "tags_id", "media_id", "users_id", "mail_outbox_id", "subscribers_id", "form_files_id", "consent_records_id", "visit_events_id", "visit_days_id", "redirects_id", "products_id", "product_categories_id", "product_tags_id", "carts_id", "orders_id", "payment_attempts_id", "coupons_id", "cancellation_requests_id", "forms_id", "form_submissions_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_projects_id_idx\` ON \`payload_locked_documents_rels\` (\`projects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_reviews_id_idx\` ON \`payload_locked_documents_rels\` (\`reviews_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_announcement_bars_id_idx\` ON \`payload_locked_documents_rels\` (\`announcement_bars_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mega_panels_id_idx\` ON \`payload_locked_documents_rels\` (\`mega_panels_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_mail_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`mail_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_subscribers_id_idx\` ON \`payload_locked_documents_rels\` (\`subscribers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_files_id_idx\` ON \`payload_locked_documents_rels\` (\`form_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_consent_records_id_idx\` ON \`payload_locked_documents_rels\` (\`consent_records_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_events_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_visit_days_id_idx\` ON \`payload_locked_documents_rels\` (\`visit_days_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_redirects_id_idx\` ON \`payload_locked_documents_rels\` (\`redirects_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_products_id_idx\` ON \`payload_locked_documents_rels\` (\`products_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`product_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_product_tags_id_idx\` ON \`payload_locked_documents_rels\` (\`product_tags_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_carts_id_idx\` ON \`payload_locked_documents_rels\` (\`carts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_orders_id_idx\` ON \`payload_locked_documents_rels\` (\`orders_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_payment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`payment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_coupons_id_idx\` ON \`payload_locked_documents_rels\` (\`coupons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cancellation_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`cancellation_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forms_id_idx\` ON \`payload_locked_documents_rels\` (\`forms_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_form_submissions_id_idx\` ON \`payload_locked_documents_rels\` (\`form_submissions_id\`);`)
}
