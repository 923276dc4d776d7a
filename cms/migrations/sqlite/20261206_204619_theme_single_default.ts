import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_theme_templates\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`kind\` text DEFAULT 'single-post',
  	\`sticky\` integer DEFAULT false,
  	\`wordpress_id\` numeric,
  	\`layout\` text DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-layout","css_classes":"container article-layout","padding":0,"items":[{"type":"container","props":{"id":"single-article","html_tag":"article","css_classes":"article","padding":0,"items":[{"type":"breadcrumbs","props":{"id":"single-breadcrumbs"}},{"type":"container","props":{"id":"single-header","html_tag":"header","css_classes":"article__header","padding":0,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}}]}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"post-meta","props":{"id":"single-tags","show_date":false,"show_author":false,"show_categories":false,"show_tags":true}},{"type":"author-box","props":{"id":"single-author"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}},{"type":"article-aside","props":{"id":"single-aside"}}]}}]}',
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
  	\`version_layout\` text DEFAULT '{"version":1,"root":{"props":{}},"content":[{"type":"container","props":{"id":"single-layout","css_classes":"container article-layout","padding":0,"items":[{"type":"container","props":{"id":"single-article","html_tag":"article","css_classes":"article","padding":0,"items":[{"type":"breadcrumbs","props":{"id":"single-breadcrumbs"}},{"type":"container","props":{"id":"single-header","html_tag":"header","css_classes":"article__header","padding":0,"items":[{"type":"post-title","props":{"id":"single-title"}},{"type":"post-meta","props":{"id":"single-meta"}}]}},{"type":"post-image","props":{"id":"single-image"}},{"type":"post-content","props":{"id":"single-content"}},{"type":"post-meta","props":{"id":"single-tags","show_date":false,"show_author":false,"show_categories":false,"show_tags":true}},{"type":"author-box","props":{"id":"single-author"}},{"type":"post-navigation","props":{"id":"single-navigation"}}]}},{"type":"article-aside","props":{"id":"single-aside"}}]}}]}',
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

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
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
}
