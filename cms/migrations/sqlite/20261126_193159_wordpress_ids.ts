import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_wordpress_id_idx\` ON \`pages\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_wordpress_id_idx\` ON \`_pages_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`posts\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`posts_wordpress_id_idx\` ON \`posts\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_posts_v\` ADD \`version_wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`_posts_v_version_version_wordpress_id_idx\` ON \`_posts_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`popups\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`popups_wordpress_id_idx\` ON \`popups\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`_popups_v\` ADD \`version_wordpress_id\` numeric;`)
  await db.run(sql`CREATE INDEX \`_popups_v_version_version_wordpress_id_idx\` ON \`_popups_v\` (\`version_wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`categories\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_wordpress_id_idx\` ON \`categories\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`tags\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`tags_wordpress_id_idx\` ON \`tags\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`media\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_wordpress_id_idx\` ON \`media\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`wordpress_id\` numeric;`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_wordpress_id_idx\` ON \`users\` (\`wordpress_id\`);`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`tags_id\` integer REFERENCES tags(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`ALTER TABLE \`redirects_rels\` ADD \`media_id\` integer REFERENCES media(id) ON UPDATE no action ON DELETE cascade;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_tags_id_idx\` ON \`redirects_rels\` (\`tags_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_media_id_idx\` ON \`redirects_rels\` (\`media_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_redirects_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`pages_id\` integer,
  	\`posts_id\` integer,
  	\`categories_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`redirects\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`posts_id\`) REFERENCES \`posts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_redirects_rels\`("id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id") SELECT "id", "order", "parent_id", "path", "pages_id", "posts_id", "categories_id" FROM \`redirects_rels\`;`)
  await db.run(sql`DROP TABLE \`redirects_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_redirects_rels\` RENAME TO \`redirects_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`redirects_rels_order_idx\` ON \`redirects_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_parent_idx\` ON \`redirects_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_path_idx\` ON \`redirects_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_pages_id_idx\` ON \`redirects_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_posts_id_idx\` ON \`redirects_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE INDEX \`redirects_rels_categories_id_idx\` ON \`redirects_rels\` (\`categories_id\`);`)
  await db.run(sql`DROP INDEX \`pages_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_pages_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`posts_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`posts\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_posts_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_posts_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`popups_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`popups\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`_popups_v_version_version_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`_popups_v\` DROP COLUMN \`version_wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`categories_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`categories\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`tags_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`tags\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`media_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`media\` DROP COLUMN \`wordpress_id\`;`)
  await db.run(sql`DROP INDEX \`users_wordpress_id_idx\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`wordpress_id\`;`)
}
