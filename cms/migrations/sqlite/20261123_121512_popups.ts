import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`popups_settings_sources_sources\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_settings_sources_sources_order_idx\` ON \`popups_settings_sources_sources\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_settings_sources_sources_parent_idx\` ON \`popups_settings_sources_sources\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_settings_logged_in_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_settings_logged_in_roles_order_idx\` ON \`popups_settings_logged_in_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_settings_logged_in_roles_parent_idx\` ON \`popups_settings_logged_in_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_settings_devices_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_settings_devices_devices_order_idx\` ON \`popups_settings_devices_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_settings_devices_devices_parent_idx\` ON \`popups_settings_devices_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups_settings_browsers_options\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_settings_browsers_options_order_idx\` ON \`popups_settings_browsers_options\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_settings_browsers_options_parent_idx\` ON \`popups_settings_browsers_options\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`popups\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`layout\` text,
  	\`placement_show_on\` text DEFAULT 'all',
  	\`settings_open_selector\` text DEFAULT '',
  	\`settings_avoid_multiple_popups\` integer DEFAULT false,
  	\`settings_close_button_delay\` numeric DEFAULT 0,
  	\`settings_close_button_position\` text DEFAULT 'inside',
  	\`settings_classes\` text DEFAULT '',
  	\`settings_prevent_scroll\` integer DEFAULT false,
  	\`settings_close_automatically\` numeric DEFAULT 0,
  	\`settings_prevent_close_on_background_click\` integer DEFAULT false,
  	\`settings_prevent_close_on_esc_key\` integer DEFAULT false,
  	\`settings_a11y_navigation\` integer DEFAULT true,
  	\`settings_do_not_show_again\` integer DEFAULT false,
  	\`settings_stop_after_conversion\` integer DEFAULT false,
  	\`settings_entrance_animation\` text DEFAULT 'fadeIn',
  	\`settings_entrance_animation_duration_size\` numeric DEFAULT 1.2,
  	\`settings_exit_animation\` text DEFAULT 'fadeIn',
  	\`settings_times\` integer DEFAULT false,
  	\`settings_times_times\` numeric DEFAULT 1,
  	\`settings_times_period\` text DEFAULT 'day',
  	\`settings_times_count\` text DEFAULT 'open',
  	\`settings_sources\` integer DEFAULT false,
  	\`settings_url\` integer DEFAULT false,
  	\`settings_url_action\` text DEFAULT 'show',
  	\`settings_url_url\` text DEFAULT '',
  	\`settings_logged_in\` integer DEFAULT false,
  	\`settings_logged_in_users\` text DEFAULT 'all',
  	\`settings_devices\` integer DEFAULT false,
  	\`settings_browsers\` integer DEFAULT false,
  	\`settings_browsers_browsers\` text DEFAULT 'all',
  	\`settings_page_views\` integer DEFAULT false,
  	\`settings_page_views_views\` numeric DEFAULT 3,
  	\`settings_sessions\` integer DEFAULT false,
  	\`settings_sessions_sessions\` numeric DEFAULT 2,
  	\`settings_schedule\` integer DEFAULT false,
  	\`settings_schedule_timezone\` text DEFAULT 'site',
  	\`settings_schedule_start_date\` text DEFAULT '',
  	\`settings_schedule_end_date\` text DEFAULT '',
  	\`settings_page_load\` integer DEFAULT false,
  	\`settings_page_load_delay\` numeric DEFAULT 0,
  	\`settings_scrolling\` integer DEFAULT false,
  	\`settings_scrolling_direction\` text DEFAULT 'down',
  	\`settings_scrolling_offset\` numeric DEFAULT 50,
  	\`settings_scrolling_to\` integer DEFAULT false,
  	\`settings_scrolling_to_selector\` text DEFAULT '',
  	\`settings_click\` integer DEFAULT false,
  	\`settings_click_times\` numeric DEFAULT 1,
  	\`settings_inactivity\` integer DEFAULT false,
  	\`settings_inactivity_time\` numeric DEFAULT 30,
  	\`settings_exit_intent\` integer DEFAULT false,
  	\`settings_adblock_detection\` integer DEFAULT false,
  	\`settings_adblock_detection_delay\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_updated_at_idx\` ON \`popups\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`popups_created_at_idx\` ON \`popups\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`popups__status_idx\` ON \`popups\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`popups_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`popups_rels_order_idx\` ON \`popups_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_parent_idx\` ON \`popups_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_path_idx\` ON \`popups_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_pages_id_idx\` ON \`popups_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`popups_rels_categories_id_idx\` ON \`popups_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_settings_sources_sources\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_settings_sources_sources_order_idx\` ON \`_popups_v_version_settings_sources_sources\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_settings_sources_sources_parent_idx\` ON \`_popups_v_version_settings_sources_sources\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_settings_logged_in_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_settings_logged_in_roles_order_idx\` ON \`_popups_v_version_settings_logged_in_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_settings_logged_in_roles_parent_idx\` ON \`_popups_v_version_settings_logged_in_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_settings_devices_devices\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_settings_devices_devices_order_idx\` ON \`_popups_v_version_settings_devices_devices\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_settings_devices_devices_parent_idx\` ON \`_popups_v_version_settings_devices_devices\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_version_settings_browsers_options\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_version_settings_browsers_options_order_idx\` ON \`_popups_v_version_settings_browsers_options\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_settings_browsers_options_parent_idx\` ON \`_popups_v_version_settings_browsers_options\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_layout\` text,
  	\`version_placement_show_on\` text DEFAULT 'all',
  	\`version_settings_open_selector\` text DEFAULT '',
  	\`version_settings_avoid_multiple_popups\` integer DEFAULT false,
  	\`version_settings_close_button_delay\` numeric DEFAULT 0,
  	\`version_settings_close_button_position\` text DEFAULT 'inside',
  	\`version_settings_classes\` text DEFAULT '',
  	\`version_settings_prevent_scroll\` integer DEFAULT false,
  	\`version_settings_close_automatically\` numeric DEFAULT 0,
  	\`version_settings_prevent_close_on_background_click\` integer DEFAULT false,
  	\`version_settings_prevent_close_on_esc_key\` integer DEFAULT false,
  	\`version_settings_a11y_navigation\` integer DEFAULT true,
  	\`version_settings_do_not_show_again\` integer DEFAULT false,
  	\`version_settings_stop_after_conversion\` integer DEFAULT false,
  	\`version_settings_entrance_animation\` text DEFAULT 'fadeIn',
  	\`version_settings_entrance_animation_duration_size\` numeric DEFAULT 1.2,
  	\`version_settings_exit_animation\` text DEFAULT 'fadeIn',
  	\`version_settings_times\` integer DEFAULT false,
  	\`version_settings_times_times\` numeric DEFAULT 1,
  	\`version_settings_times_period\` text DEFAULT 'day',
  	\`version_settings_times_count\` text DEFAULT 'open',
  	\`version_settings_sources\` integer DEFAULT false,
  	\`version_settings_url\` integer DEFAULT false,
  	\`version_settings_url_action\` text DEFAULT 'show',
  	\`version_settings_url_url\` text DEFAULT '',
  	\`version_settings_logged_in\` integer DEFAULT false,
  	\`version_settings_logged_in_users\` text DEFAULT 'all',
  	\`version_settings_devices\` integer DEFAULT false,
  	\`version_settings_browsers\` integer DEFAULT false,
  	\`version_settings_browsers_browsers\` text DEFAULT 'all',
  	\`version_settings_page_views\` integer DEFAULT false,
  	\`version_settings_page_views_views\` numeric DEFAULT 3,
  	\`version_settings_sessions\` integer DEFAULT false,
  	\`version_settings_sessions_sessions\` numeric DEFAULT 2,
  	\`version_settings_schedule\` integer DEFAULT false,
  	\`version_settings_schedule_timezone\` text DEFAULT 'site',
  	\`version_settings_schedule_start_date\` text DEFAULT '',
  	\`version_settings_schedule_end_date\` text DEFAULT '',
  	\`version_settings_page_load\` integer DEFAULT false,
  	\`version_settings_page_load_delay\` numeric DEFAULT 0,
  	\`version_settings_scrolling\` integer DEFAULT false,
  	\`version_settings_scrolling_direction\` text DEFAULT 'down',
  	\`version_settings_scrolling_offset\` numeric DEFAULT 50,
  	\`version_settings_scrolling_to\` integer DEFAULT false,
  	\`version_settings_scrolling_to_selector\` text DEFAULT '',
  	\`version_settings_click\` integer DEFAULT false,
  	\`version_settings_click_times\` numeric DEFAULT 1,
  	\`version_settings_inactivity\` integer DEFAULT false,
  	\`version_settings_inactivity_time\` numeric DEFAULT 30,
  	\`version_settings_exit_intent\` integer DEFAULT false,
  	\`version_settings_adblock_detection\` integer DEFAULT false,
  	\`version_settings_adblock_detection_delay\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`popups\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_parent_idx\` ON \`_popups_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_updated_at_idx\` ON \`_popups_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_created_at_idx\` ON \`_popups_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version__status_idx\` ON \`_popups_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_created_at_idx\` ON \`_popups_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_updated_at_idx\` ON \`_popups_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_latest_idx\` ON \`_popups_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_popups_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_popups_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_order_idx\` ON \`_popups_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_parent_idx\` ON \`_popups_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_path_idx\` ON \`_popups_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_pages_id_idx\` ON \`_popups_v_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`_popups_v_rels_categories_id_idx\` ON \`_popups_v_rels\` (\`categories_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`popups_id\` integer REFERENCES popups(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_popups_id_idx\` ON \`payload_locked_documents_rels\` (\`popups_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`popups_settings_sources_sources\`;`)
  await db.run(sql`DROP TABLE \`popups_settings_logged_in_roles\`;`)
  await db.run(sql`DROP TABLE \`popups_settings_devices_devices\`;`)
  await db.run(sql`DROP TABLE \`popups_settings_browsers_options\`;`)
  await db.run(sql`DROP TABLE \`popups\`;`)
  await db.run(sql`DROP TABLE \`popups_rels\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_settings_sources_sources\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_settings_logged_in_roles\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_settings_devices_devices\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_version_settings_browsers_options\`;`)
  await db.run(sql`DROP TABLE \`_popups_v\`;`)
  await db.run(sql`DROP TABLE \`_popups_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	\`media_id\` integer,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "users_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id", "media_id", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_posts_id_idx\` ON \`payload_locked_documents_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
