import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_theme_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'single-post',
  	\`sticky\` integer DEFAULT false,
  	\`wordpress_id\` numeric,
  	\`layout\` text DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"author-box","props":{"id":"single-author"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_theme_templates\`("id", "title", "kind", "sticky", "wordpress_id", "layout", "updated_at", "created_at", "_status") SELECT "id", "title", "kind", "sticky", "wordpress_id", "layout", "updated_at", "created_at", "_status" FROM \`theme_templates\`;`)
  await db.run(sql`DROP TABLE \`theme_templates\`;`)
  await db.run(sql`ALTER TABLE \`__new_theme_templates\` RENAME TO \`theme_templates\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`theme_templates_wordpress_id_idx\` ON \`theme_templates\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_updated_at_idx\` ON \`theme_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_created_at_idx\` ON \`theme_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates__status_idx\` ON \`theme_templates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__theme_templates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'single-post',
  	\`version_sticky\` integer DEFAULT false,
  	\`version_wordpress_id\` numeric,
  	\`version_layout\` text DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"author-box","props":{"id":"single-author"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`theme_templates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__theme_templates_v\`("id", "parent_id", "version_title", "version_kind", "version_sticky", "version_wordpress_id", "version_layout", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_kind", "version_sticky", "version_wordpress_id", "version_layout", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_theme_templates_v\`;`)
  await db.run(sql`DROP TABLE \`_theme_templates_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__theme_templates_v\` RENAME TO \`_theme_templates_v\`;`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_parent_idx\` ON \`_theme_templates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_wordpress_id_idx\` ON \`_theme_templates_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_updated_at_idx\` ON \`_theme_templates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_created_at_idx\` ON \`_theme_templates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version__status_idx\` ON \`_theme_templates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_created_at_idx\` ON \`_theme_templates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_updated_at_idx\` ON \`_theme_templates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_latest_idx\` ON \`_theme_templates_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`author_bio\` text;`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`author_avatar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`posts_author_avatar_idx\` ON \`posts\` (\`author_avatar_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_author_bio\` text;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_author_avatar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_avatar_idx\` ON \`_posts_v\` (\`version_author_avatar_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`bio\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`avatar_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`users_avatar_idx\` ON \`users\` (\`avatar_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_posts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`wordpress_id\` numeric,
  	\`title\` text,
  	\`slug\` text,
  	\`excerpt\` text,
  	\`content\` text,
  	\`featured_image_id\` integer,
  	\`author_id\` integer,
  	\`author_name\` text,
  	\`author_slug\` text,
  	\`published_at\` text,
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`seo_image_id\` integer,
  	\`seo_noindex\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_posts\`("id", "wordpress_id", "title", "slug", "excerpt", "content", "featured_image_id", "author_id", "author_name", "author_slug", "published_at", "seo_title", "seo_description", "seo_image_id", "seo_noindex", "updated_at", "created_at", "_status") SELECT "id", "wordpress_id", "title", "slug", "excerpt", "content", "featured_image_id", "author_id", "author_name", "author_slug", "published_at", "seo_title", "seo_description", "seo_image_id", "seo_noindex", "updated_at", "created_at", "_status" FROM \`posts\`;`)
  await db.run(sql`DROP TABLE \`posts\`;`)
  await db.run(sql`ALTER TABLE \`__new_posts\` RENAME TO \`posts\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_wordpress_id_idx\` ON \`posts\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_slug_idx\` ON \`posts\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_featured_image_idx\` ON \`posts\` (\`featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_idx\` ON \`posts\` (\`author_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_author_slug_idx\` ON \`posts\` (\`author_slug\`);`)
  await db.run(sql`CREATE INDEX \`posts_published_at_idx\` ON \`posts\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_seo_seo_image_idx\` ON \`posts\` (\`seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`posts_updated_at_idx\` ON \`posts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`posts_created_at_idx\` ON \`posts\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`posts__status_idx\` ON \`posts\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__posts_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_wordpress_id\` numeric,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_excerpt\` text,
  	\`version_content\` text,
  	\`version_featured_image_id\` integer,
  	\`version_author_id\` integer,
  	\`version_author_name\` text,
  	\`version_author_slug\` text,
  	\`version_published_at\` text,
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_seo_image_id\` integer,
  	\`version_seo_noindex\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__posts_v\`("id", "parent_id", "version_wordpress_id", "version_title", "version_slug", "version_excerpt", "version_content", "version_featured_image_id", "version_author_id", "version_author_name", "version_author_slug", "version_published_at", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_seo_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_wordpress_id", "version_title", "version_slug", "version_excerpt", "version_content", "version_featured_image_id", "version_author_id", "version_author_name", "version_author_slug", "version_published_at", "version_seo_title", "version_seo_description", "version_seo_image_id", "version_seo_noindex", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_posts_v\`;`)
  await db.run(sql`DROP TABLE \`_posts_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__posts_v\` RENAME TO \`_posts_v\`;`)
  await db.run(sql`CREATE INDEX \`_posts_v_parent_idx\` ON \`_posts_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_wordpress_id_idx\` ON \`_posts_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_slug_idx\` ON \`_posts_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_featured_image_idx\` ON \`_posts_v\` (\`version_featured_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_idx\` ON \`_posts_v\` (\`version_author_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_author_slug_idx\` ON \`_posts_v\` (\`version_author_slug\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_published_at_idx\` ON \`_posts_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_seo_version_seo_image_idx\` ON \`_posts_v\` (\`version_seo_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_updated_at_idx\` ON \`_posts_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_created_at_idx\` ON \`_posts_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version__status_idx\` ON \`_posts_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_created_at_idx\` ON \`_posts_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_updated_at_idx\` ON \`_posts_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_posts_v_latest_idx\` ON \`_posts_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`wordpress_id\` numeric,
  	\`name\` text NOT NULL,
  	\`author_slug\` text,
  	\`phone\` text,
  	\`address_city\` text,
  	\`address_street\` text,
  	\`address_house\` text,
  	\`address_apartment\` text,
  	\`address_postcode\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "wordpress_id", "name", "author_slug", "phone", "address_city", "address_street", "address_house", "address_apartment", "address_postcode", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "wordpress_id", "name", "author_slug", "phone", "address_city", "address_street", "address_house", "address_apartment", "address_postcode", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_wordpress_id_idx\` ON \`users\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_author_slug_idx\` ON \`users\` (\`author_slug\`);`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`__new_theme_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'single-post',
  	\`sticky\` integer DEFAULT false,
  	\`wordpress_id\` numeric,
  	\`layout\` text DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`INSERT INTO \`__new_theme_templates\`("id", "title", "kind", "sticky", "wordpress_id", "layout", "updated_at", "created_at", "_status") SELECT "id", "title", "kind", "sticky", "wordpress_id", "layout", "updated_at", "created_at", "_status" FROM \`theme_templates\`;`)
  await db.run(sql`DROP TABLE \`theme_templates\`;`)
  await db.run(sql`ALTER TABLE \`__new_theme_templates\` RENAME TO \`theme_templates\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`theme_templates_wordpress_id_idx\` ON \`theme_templates\` (\`wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_updated_at_idx\` ON \`theme_templates\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_created_at_idx\` ON \`theme_templates\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates__status_idx\` ON \`theme_templates\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__theme_templates_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_kind\` text DEFAULT 'single-post',
  	\`version_sticky\` integer DEFAULT false,
  	\`version_wordpress_id\` numeric,
  	\`version_layout\` text DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-article","html_tag":"article","direction":"column","align":"center","gap":8,"padding":24,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}}]}',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`theme_templates\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__theme_templates_v\`("id", "parent_id", "version_title", "version_kind", "version_sticky", "version_wordpress_id", "version_layout", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_kind", "version_sticky", "version_wordpress_id", "version_layout", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_theme_templates_v\`;`)
  await db.run(sql`DROP TABLE \`_theme_templates_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__theme_templates_v\` RENAME TO \`_theme_templates_v\`;`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_parent_idx\` ON \`_theme_templates_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_wordpress_id_idx\` ON \`_theme_templates_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_updated_at_idx\` ON \`_theme_templates_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version_created_at_idx\` ON \`_theme_templates_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_version_version__status_idx\` ON \`_theme_templates_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_created_at_idx\` ON \`_theme_templates_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_updated_at_idx\` ON \`_theme_templates_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_latest_idx\` ON \`_theme_templates_v\` (\`latest\`);`)
}
