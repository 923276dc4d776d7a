import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`chat_widget_hidden_paths\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`chat_widget\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`chat_widget_hidden_paths_order_idx\` ON \`chat_widget_hidden_paths\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`chat_widget_hidden_paths_parent_id_idx\` ON \`chat_widget_hidden_paths\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`chat_widget\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`telephone\` text,
  	\`button_tip\` text,
  	\`message\` text,
  	\`message_send\` text,
  	\`message_start\` text DEFAULT 'פתיחת שיחה',
  	\`button_delay\` numeric DEFAULT 3,
  	\`message_delay\` numeric DEFAULT 10,
  	\`message_views\` numeric DEFAULT 2,
  	\`message_badge\` integer DEFAULT false,
  	\`mobile_only\` integer DEFAULT false,
  	\`whatsapp_web\` integer DEFAULT false,
  	\`qr\` integer DEFAULT false,
  	\`optin_text\` text,
  	\`optin_check\` integer DEFAULT false,
  	\`position\` text DEFAULT 'right',
  	\`color\` text DEFAULT '#0a7d5a',
  	\`tracking_ga_event\` text DEFAULT 'generate_lead',
  	\`tracking_gads\` text,
  	\`tracking_data_layer\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`chat_widget_hidden_paths\`;`)
  await db.run(sql`DROP TABLE \`chat_widget\`;`)
}
