import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`theme_templates\` ADD \`sticky\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`theme_templates_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_pages_id_idx\` ON \`theme_templates_rels\` (\`pages_id\`);`)
  await db.run(sql`ALTER TABLE \`_theme_templates_v\` ADD \`version_sticky\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_theme_templates_v_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_pages_id_idx\` ON \`_theme_templates_v_rels\` (\`pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_theme_templates_rels\` (
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
  await db.run(sql`INSERT INTO \`__new_theme_templates_rels\`("id", "order", "parent_id", "path", "categories_id", "posts_id") SELECT "id", "order", "parent_id", "path", "categories_id", "posts_id" FROM \`theme_templates_rels\`;`)
  await db.run(sql`DROP TABLE \`theme_templates_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_theme_templates_rels\` RENAME TO \`theme_templates_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_order_idx\` ON \`theme_templates_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_parent_idx\` ON \`theme_templates_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_path_idx\` ON \`theme_templates_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_categories_id_idx\` ON \`theme_templates_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`theme_templates_rels_posts_id_idx\` ON \`theme_templates_rels\` (\`posts_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__theme_templates_v_rels\` (
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
  await db.run(sql`INSERT INTO \`__new__theme_templates_v_rels\`("id", "order", "parent_id", "path", "categories_id", "posts_id") SELECT "id", "order", "parent_id", "path", "categories_id", "posts_id" FROM \`_theme_templates_v_rels\`;`)
  await db.run(sql`DROP TABLE \`_theme_templates_v_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new__theme_templates_v_rels\` RENAME TO \`_theme_templates_v_rels\`;`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_order_idx\` ON \`_theme_templates_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_parent_idx\` ON \`_theme_templates_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_path_idx\` ON \`_theme_templates_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_categories_id_idx\` ON \`_theme_templates_v_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`_theme_templates_v_rels_posts_id_idx\` ON \`_theme_templates_v_rels\` (\`posts_id\`);`)
  await db.run(sql`ALTER TABLE \`theme_templates\` DROP COLUMN \`sticky\`;`)
  await db.run(sql`ALTER TABLE \`_theme_templates_v\` DROP COLUMN \`version_sticky\`;`)
}
