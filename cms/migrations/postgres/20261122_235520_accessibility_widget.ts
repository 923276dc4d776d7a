import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_accessibility_widget_icon_style" AS ENUM('person');
  CREATE TYPE "public"."enum_accessibility_widget_icon_size" AS ENUM('small', 'medium', 'large');
  CREATE TYPE "public"."enum_accessibility_widget_desktop_position" AS ENUM('top-left', 'top-right', 'center-left', 'center-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_accessibility_widget_desktop_exact_x_side" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum_accessibility_widget_desktop_exact_y_side" AS ENUM('bottom', 'top');
  CREATE TYPE "public"."enum_accessibility_widget_mobile_position" AS ENUM('top-left', 'top-right', 'center-left', 'center-right', 'bottom-left', 'bottom-right');
  CREATE TYPE "public"."enum_accessibility_widget_mobile_exact_x_side" AS ENUM('right', 'left');
  CREATE TYPE "public"."enum_accessibility_widget_mobile_exact_y_side" AS ENUM('bottom', 'top');
  CREATE TABLE "accessibility_widget" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"icon_style" "enum_accessibility_widget_icon_style" DEFAULT 'person',
  	"icon_size" "enum_accessibility_widget_icon_size" DEFAULT 'small',
  	"icon_color" varchar DEFAULT '#0b5394',
  	"icon_corner_radius" numeric DEFAULT 32,
  	"desktop_hidden" boolean DEFAULT false,
  	"desktop_position" "enum_accessibility_widget_desktop_position" DEFAULT 'center-left',
  	"desktop_enable_exact_position" boolean DEFAULT false,
  	"desktop_exact_x_side" "enum_accessibility_widget_desktop_exact_x_side" DEFAULT 'right',
  	"desktop_exact_x" numeric DEFAULT 10,
  	"desktop_exact_y_side" "enum_accessibility_widget_desktop_exact_y_side" DEFAULT 'bottom',
  	"desktop_exact_y" numeric DEFAULT 10,
  	"mobile_hidden" boolean DEFAULT false,
  	"mobile_position" "enum_accessibility_widget_mobile_position" DEFAULT 'center-left',
  	"mobile_enable_exact_position" boolean DEFAULT false,
  	"mobile_exact_x_side" "enum_accessibility_widget_mobile_exact_x_side" DEFAULT 'right',
  	"mobile_exact_x" numeric DEFAULT 10,
  	"mobile_exact_y_side" "enum_accessibility_widget_mobile_exact_y_side" DEFAULT 'bottom',
  	"mobile_exact_y" numeric DEFAULT 10,
  	"tools_bigger_text" boolean DEFAULT true,
  	"tools_bigger_line_height" boolean DEFAULT true,
  	"tools_text_align" boolean DEFAULT true,
  	"tools_readable_font" boolean DEFAULT true,
  	"tools_grayscale" boolean DEFAULT true,
  	"tools_contrast" boolean DEFAULT true,
  	"tools_page_structure" boolean DEFAULT true,
  	"tools_reading_mask" boolean DEFAULT true,
  	"tools_hide_images" boolean DEFAULT true,
  	"tools_pause_animations" boolean DEFAULT true,
  	"tools_highlight_links" boolean DEFAULT true,
  	"tools_focus_outline" boolean DEFAULT true,
  	"tools_sitemap" boolean DEFAULT false,
  	"tools_screen_reader" boolean DEFAULT false,
  	"tools_remove_label" boolean DEFAULT false,
  	"sitemap_url" varchar DEFAULT '/wp-sitemap.xml',
  	"statement_url" varchar DEFAULT '/accessibility-statement/',
  	"analytics_enabled" boolean DEFAULT false,
  	"analytics_url" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "accessibility_widget" CASCADE;
  DROP TYPE "public"."enum_accessibility_widget_icon_style";
  DROP TYPE "public"."enum_accessibility_widget_icon_size";
  DROP TYPE "public"."enum_accessibility_widget_desktop_position";
  DROP TYPE "public"."enum_accessibility_widget_desktop_exact_x_side";
  DROP TYPE "public"."enum_accessibility_widget_desktop_exact_y_side";
  DROP TYPE "public"."enum_accessibility_widget_mobile_position";
  DROP TYPE "public"."enum_accessibility_widget_mobile_exact_x_side";
  DROP TYPE "public"."enum_accessibility_widget_mobile_exact_y_side";`)
}
