import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`accessibility_widget\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`enabled\` integer DEFAULT true,
  	\`icon_style\` text DEFAULT 'person',
  	\`icon_size\` text DEFAULT 'small',
  	\`icon_color\` text DEFAULT '#0b5394',
  	\`icon_corner_radius\` numeric DEFAULT 32,
  	\`desktop_hidden\` integer DEFAULT false,
  	\`desktop_position\` text DEFAULT 'center-left',
  	\`desktop_enable_exact_position\` integer DEFAULT false,
  	\`desktop_exact_x_side\` text DEFAULT 'right',
  	\`desktop_exact_x\` numeric DEFAULT 10,
  	\`desktop_exact_y_side\` text DEFAULT 'bottom',
  	\`desktop_exact_y\` numeric DEFAULT 10,
  	\`mobile_hidden\` integer DEFAULT false,
  	\`mobile_position\` text DEFAULT 'center-left',
  	\`mobile_enable_exact_position\` integer DEFAULT false,
  	\`mobile_exact_x_side\` text DEFAULT 'right',
  	\`mobile_exact_x\` numeric DEFAULT 10,
  	\`mobile_exact_y_side\` text DEFAULT 'bottom',
  	\`mobile_exact_y\` numeric DEFAULT 10,
  	\`tools_bigger_text\` integer DEFAULT true,
  	\`tools_bigger_line_height\` integer DEFAULT true,
  	\`tools_text_align\` integer DEFAULT true,
  	\`tools_readable_font\` integer DEFAULT true,
  	\`tools_grayscale\` integer DEFAULT true,
  	\`tools_contrast\` integer DEFAULT true,
  	\`tools_page_structure\` integer DEFAULT true,
  	\`tools_reading_mask\` integer DEFAULT true,
  	\`tools_hide_images\` integer DEFAULT true,
  	\`tools_pause_animations\` integer DEFAULT true,
  	\`tools_highlight_links\` integer DEFAULT true,
  	\`tools_focus_outline\` integer DEFAULT true,
  	\`tools_sitemap\` integer DEFAULT false,
  	\`tools_screen_reader\` integer DEFAULT false,
  	\`tools_remove_label\` integer DEFAULT false,
  	\`sitemap_url\` text DEFAULT '/wp-sitemap.xml',
  	\`statement_url\` text DEFAULT '/accessibility-statement/',
  	\`analytics_enabled\` integer DEFAULT false,
  	\`analytics_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`accessibility_widget\`;`)
}
