import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_popups_settings_sources_sources" AS ENUM('internal', 'external', 'search');
  CREATE TYPE "public"."enum_popups_settings_logged_in_roles" AS ENUM('admin', 'editor', 'shop_manager', 'customer');
  CREATE TYPE "public"."enum_popups_settings_devices_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum_popups_settings_browsers_options" AS ENUM('chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung');
  CREATE TYPE "public"."enum_popups_placement_show_on" AS ENUM('all', 'articles', 'chosen');
  CREATE TYPE "public"."enum_popups_settings_close_button_position" AS ENUM('inside', 'outside');
  CREATE TYPE "public"."enum_popups_settings_entrance_animation" AS ENUM('none', 'fadeIn', 'fadeInUp', 'fadeInDown', 'fadeInLeft', 'fadeInRight', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight', 'bounceIn');
  CREATE TYPE "public"."enum_popups_settings_exit_animation" AS ENUM('none', 'fadeIn', 'fadeInUp', 'fadeInDown', 'fadeInLeft', 'fadeInRight', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight', 'bounceIn');
  CREATE TYPE "public"."enum_popups_settings_times_period" AS ENUM('day', 'week', 'month', 'session');
  CREATE TYPE "public"."enum_popups_settings_times_count" AS ENUM('open', 'close');
  CREATE TYPE "public"."enum_popups_settings_url_action" AS ENUM('show', 'hide', 'regex');
  CREATE TYPE "public"."enum_popups_settings_logged_in_users" AS ENUM('all', 'custom');
  CREATE TYPE "public"."enum_popups_settings_browsers_browsers" AS ENUM('all', 'custom');
  CREATE TYPE "public"."enum_popups_settings_schedule_timezone" AS ENUM('site', 'visitor');
  CREATE TYPE "public"."enum_popups_settings_scrolling_direction" AS ENUM('down', 'up');
  CREATE TYPE "public"."enum_popups_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__popups_v_version_settings_sources_sources" AS ENUM('internal', 'external', 'search');
  CREATE TYPE "public"."enum__popups_v_version_settings_logged_in_roles" AS ENUM('admin', 'editor', 'shop_manager', 'customer');
  CREATE TYPE "public"."enum__popups_v_version_settings_devices_devices" AS ENUM('desktop', 'tablet', 'mobile');
  CREATE TYPE "public"."enum__popups_v_version_settings_browsers_options" AS ENUM('chrome', 'firefox', 'safari', 'edge', 'opera', 'samsung');
  CREATE TYPE "public"."enum__popups_v_version_placement_show_on" AS ENUM('all', 'articles', 'chosen');
  CREATE TYPE "public"."enum__popups_v_version_settings_close_button_position" AS ENUM('inside', 'outside');
  CREATE TYPE "public"."enum__popups_v_version_settings_entrance_animation" AS ENUM('none', 'fadeIn', 'fadeInUp', 'fadeInDown', 'fadeInLeft', 'fadeInRight', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight', 'bounceIn');
  CREATE TYPE "public"."enum__popups_v_version_settings_exit_animation" AS ENUM('none', 'fadeIn', 'fadeInUp', 'fadeInDown', 'fadeInLeft', 'fadeInRight', 'zoomIn', 'slideInUp', 'slideInDown', 'slideInLeft', 'slideInRight', 'bounceIn');
  CREATE TYPE "public"."enum__popups_v_version_settings_times_period" AS ENUM('day', 'week', 'month', 'session');
  CREATE TYPE "public"."enum__popups_v_version_settings_times_count" AS ENUM('open', 'close');
  CREATE TYPE "public"."enum__popups_v_version_settings_url_action" AS ENUM('show', 'hide', 'regex');
  CREATE TYPE "public"."enum__popups_v_version_settings_logged_in_users" AS ENUM('all', 'custom');
  CREATE TYPE "public"."enum__popups_v_version_settings_browsers_browsers" AS ENUM('all', 'custom');
  CREATE TYPE "public"."enum__popups_v_version_settings_schedule_timezone" AS ENUM('site', 'visitor');
  CREATE TYPE "public"."enum__popups_v_version_settings_scrolling_direction" AS ENUM('down', 'up');
  CREATE TYPE "public"."enum__popups_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "popups_settings_sources_sources" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_settings_sources_sources",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_settings_logged_in_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_settings_logged_in_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_settings_devices_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_settings_devices_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups_settings_browsers_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_popups_settings_browsers_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "popups" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"layout" jsonb,
  	"placement_show_on" "enum_popups_placement_show_on" DEFAULT 'all',
  	"settings_open_selector" varchar DEFAULT '',
  	"settings_avoid_multiple_popups" boolean DEFAULT false,
  	"settings_close_button_delay" numeric DEFAULT 0,
  	"settings_close_button_position" "enum_popups_settings_close_button_position" DEFAULT 'inside',
  	"settings_classes" varchar DEFAULT '',
  	"settings_prevent_scroll" boolean DEFAULT false,
  	"settings_close_automatically" numeric DEFAULT 0,
  	"settings_prevent_close_on_background_click" boolean DEFAULT false,
  	"settings_prevent_close_on_esc_key" boolean DEFAULT false,
  	"settings_a11y_navigation" boolean DEFAULT true,
  	"settings_do_not_show_again" boolean DEFAULT false,
  	"settings_stop_after_conversion" boolean DEFAULT false,
  	"settings_entrance_animation" "enum_popups_settings_entrance_animation" DEFAULT 'fadeIn',
  	"settings_entrance_animation_duration_size" numeric DEFAULT 1.2,
  	"settings_exit_animation" "enum_popups_settings_exit_animation" DEFAULT 'fadeIn',
  	"settings_times" boolean DEFAULT false,
  	"settings_times_times" numeric DEFAULT 1,
  	"settings_times_period" "enum_popups_settings_times_period" DEFAULT 'day',
  	"settings_times_count" "enum_popups_settings_times_count" DEFAULT 'open',
  	"settings_sources" boolean DEFAULT false,
  	"settings_url" boolean DEFAULT false,
  	"settings_url_action" "enum_popups_settings_url_action" DEFAULT 'show',
  	"settings_url_url" varchar DEFAULT '',
  	"settings_logged_in" boolean DEFAULT false,
  	"settings_logged_in_users" "enum_popups_settings_logged_in_users" DEFAULT 'all',
  	"settings_devices" boolean DEFAULT false,
  	"settings_browsers" boolean DEFAULT false,
  	"settings_browsers_browsers" "enum_popups_settings_browsers_browsers" DEFAULT 'all',
  	"settings_page_views" boolean DEFAULT false,
  	"settings_page_views_views" numeric DEFAULT 3,
  	"settings_sessions" boolean DEFAULT false,
  	"settings_sessions_sessions" numeric DEFAULT 2,
  	"settings_schedule" boolean DEFAULT false,
  	"settings_schedule_timezone" "enum_popups_settings_schedule_timezone" DEFAULT 'site',
  	"settings_schedule_start_date" varchar DEFAULT '',
  	"settings_schedule_end_date" varchar DEFAULT '',
  	"settings_page_load" boolean DEFAULT false,
  	"settings_page_load_delay" numeric DEFAULT 0,
  	"settings_scrolling" boolean DEFAULT false,
  	"settings_scrolling_direction" "enum_popups_settings_scrolling_direction" DEFAULT 'down',
  	"settings_scrolling_offset" numeric DEFAULT 50,
  	"settings_scrolling_to" boolean DEFAULT false,
  	"settings_scrolling_to_selector" varchar DEFAULT '',
  	"settings_click" boolean DEFAULT false,
  	"settings_click_times" numeric DEFAULT 1,
  	"settings_inactivity" boolean DEFAULT false,
  	"settings_inactivity_time" numeric DEFAULT 30,
  	"settings_exit_intent" boolean DEFAULT false,
  	"settings_adblock_detection" boolean DEFAULT false,
  	"settings_adblock_detection_delay" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_popups_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "popups_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"categories_id" integer
  );
  
  CREATE TABLE "_popups_v_version_settings_sources_sources" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_settings_sources_sources",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_settings_logged_in_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_settings_logged_in_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_settings_devices_devices" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_settings_devices_devices",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v_version_settings_browsers_options" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum__popups_v_version_settings_browsers_options",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "_popups_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_layout" jsonb,
  	"version_placement_show_on" "enum__popups_v_version_placement_show_on" DEFAULT 'all',
  	"version_settings_open_selector" varchar DEFAULT '',
  	"version_settings_avoid_multiple_popups" boolean DEFAULT false,
  	"version_settings_close_button_delay" numeric DEFAULT 0,
  	"version_settings_close_button_position" "enum__popups_v_version_settings_close_button_position" DEFAULT 'inside',
  	"version_settings_classes" varchar DEFAULT '',
  	"version_settings_prevent_scroll" boolean DEFAULT false,
  	"version_settings_close_automatically" numeric DEFAULT 0,
  	"version_settings_prevent_close_on_background_click" boolean DEFAULT false,
  	"version_settings_prevent_close_on_esc_key" boolean DEFAULT false,
  	"version_settings_a11y_navigation" boolean DEFAULT true,
  	"version_settings_do_not_show_again" boolean DEFAULT false,
  	"version_settings_stop_after_conversion" boolean DEFAULT false,
  	"version_settings_entrance_animation" "enum__popups_v_version_settings_entrance_animation" DEFAULT 'fadeIn',
  	"version_settings_entrance_animation_duration_size" numeric DEFAULT 1.2,
  	"version_settings_exit_animation" "enum__popups_v_version_settings_exit_animation" DEFAULT 'fadeIn',
  	"version_settings_times" boolean DEFAULT false,
  	"version_settings_times_times" numeric DEFAULT 1,
  	"version_settings_times_period" "enum__popups_v_version_settings_times_period" DEFAULT 'day',
  	"version_settings_times_count" "enum__popups_v_version_settings_times_count" DEFAULT 'open',
  	"version_settings_sources" boolean DEFAULT false,
  	"version_settings_url" boolean DEFAULT false,
  	"version_settings_url_action" "enum__popups_v_version_settings_url_action" DEFAULT 'show',
  	"version_settings_url_url" varchar DEFAULT '',
  	"version_settings_logged_in" boolean DEFAULT false,
  	"version_settings_logged_in_users" "enum__popups_v_version_settings_logged_in_users" DEFAULT 'all',
  	"version_settings_devices" boolean DEFAULT false,
  	"version_settings_browsers" boolean DEFAULT false,
  	"version_settings_browsers_browsers" "enum__popups_v_version_settings_browsers_browsers" DEFAULT 'all',
  	"version_settings_page_views" boolean DEFAULT false,
  	"version_settings_page_views_views" numeric DEFAULT 3,
  	"version_settings_sessions" boolean DEFAULT false,
  	"version_settings_sessions_sessions" numeric DEFAULT 2,
  	"version_settings_schedule" boolean DEFAULT false,
  	"version_settings_schedule_timezone" "enum__popups_v_version_settings_schedule_timezone" DEFAULT 'site',
  	"version_settings_schedule_start_date" varchar DEFAULT '',
  	"version_settings_schedule_end_date" varchar DEFAULT '',
  	"version_settings_page_load" boolean DEFAULT false,
  	"version_settings_page_load_delay" numeric DEFAULT 0,
  	"version_settings_scrolling" boolean DEFAULT false,
  	"version_settings_scrolling_direction" "enum__popups_v_version_settings_scrolling_direction" DEFAULT 'down',
  	"version_settings_scrolling_offset" numeric DEFAULT 50,
  	"version_settings_scrolling_to" boolean DEFAULT false,
  	"version_settings_scrolling_to_selector" varchar DEFAULT '',
  	"version_settings_click" boolean DEFAULT false,
  	"version_settings_click_times" numeric DEFAULT 1,
  	"version_settings_inactivity" boolean DEFAULT false,
  	"version_settings_inactivity_time" numeric DEFAULT 30,
  	"version_settings_exit_intent" boolean DEFAULT false,
  	"version_settings_adblock_detection" boolean DEFAULT false,
  	"version_settings_adblock_detection_delay" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__popups_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_popups_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer,
  	"categories_id" integer
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "popups_id" integer;
  ALTER TABLE "popups_settings_sources_sources" ADD CONSTRAINT "popups_settings_sources_sources_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_settings_logged_in_roles" ADD CONSTRAINT "popups_settings_logged_in_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_settings_devices_devices" ADD CONSTRAINT "popups_settings_devices_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_settings_browsers_options" ADD CONSTRAINT "popups_settings_browsers_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "popups_rels" ADD CONSTRAINT "popups_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_settings_sources_sources" ADD CONSTRAINT "_popups_v_version_settings_sources_sources_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_settings_logged_in_roles" ADD CONSTRAINT "_popups_v_version_settings_logged_in_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_settings_devices_devices" ADD CONSTRAINT "_popups_v_version_settings_devices_devices_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_version_settings_browsers_options" ADD CONSTRAINT "_popups_v_version_settings_browsers_options_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v" ADD CONSTRAINT "_popups_v_parent_id_popups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."popups"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_popups_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_popups_v_rels" ADD CONSTRAINT "_popups_v_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "popups_settings_sources_sources_order_idx" ON "popups_settings_sources_sources" USING btree ("order");
  CREATE INDEX "popups_settings_sources_sources_parent_idx" ON "popups_settings_sources_sources" USING btree ("parent_id");
  CREATE INDEX "popups_settings_logged_in_roles_order_idx" ON "popups_settings_logged_in_roles" USING btree ("order");
  CREATE INDEX "popups_settings_logged_in_roles_parent_idx" ON "popups_settings_logged_in_roles" USING btree ("parent_id");
  CREATE INDEX "popups_settings_devices_devices_order_idx" ON "popups_settings_devices_devices" USING btree ("order");
  CREATE INDEX "popups_settings_devices_devices_parent_idx" ON "popups_settings_devices_devices" USING btree ("parent_id");
  CREATE INDEX "popups_settings_browsers_options_order_idx" ON "popups_settings_browsers_options" USING btree ("order");
  CREATE INDEX "popups_settings_browsers_options_parent_idx" ON "popups_settings_browsers_options" USING btree ("parent_id");
  CREATE INDEX "popups_updated_at_idx" ON "popups" USING btree ("updated_at");
  CREATE INDEX "popups_created_at_idx" ON "popups" USING btree ("created_at");
  CREATE INDEX "popups__status_idx" ON "popups" USING btree ("_status");
  CREATE INDEX "popups_rels_order_idx" ON "popups_rels" USING btree ("order");
  CREATE INDEX "popups_rels_parent_idx" ON "popups_rels" USING btree ("parent_id");
  CREATE INDEX "popups_rels_path_idx" ON "popups_rels" USING btree ("path");
  CREATE INDEX "popups_rels_pages_id_idx" ON "popups_rels" USING btree ("pages_id");
  CREATE INDEX "popups_rels_categories_id_idx" ON "popups_rels" USING btree ("categories_id");
  CREATE INDEX "_popups_v_version_settings_sources_sources_order_idx" ON "_popups_v_version_settings_sources_sources" USING btree ("order");
  CREATE INDEX "_popups_v_version_settings_sources_sources_parent_idx" ON "_popups_v_version_settings_sources_sources" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_settings_logged_in_roles_order_idx" ON "_popups_v_version_settings_logged_in_roles" USING btree ("order");
  CREATE INDEX "_popups_v_version_settings_logged_in_roles_parent_idx" ON "_popups_v_version_settings_logged_in_roles" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_settings_devices_devices_order_idx" ON "_popups_v_version_settings_devices_devices" USING btree ("order");
  CREATE INDEX "_popups_v_version_settings_devices_devices_parent_idx" ON "_popups_v_version_settings_devices_devices" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_settings_browsers_options_order_idx" ON "_popups_v_version_settings_browsers_options" USING btree ("order");
  CREATE INDEX "_popups_v_version_settings_browsers_options_parent_idx" ON "_popups_v_version_settings_browsers_options" USING btree ("parent_id");
  CREATE INDEX "_popups_v_parent_idx" ON "_popups_v" USING btree ("parent_id");
  CREATE INDEX "_popups_v_version_version_updated_at_idx" ON "_popups_v" USING btree ("version_updated_at");
  CREATE INDEX "_popups_v_version_version_created_at_idx" ON "_popups_v" USING btree ("version_created_at");
  CREATE INDEX "_popups_v_version_version__status_idx" ON "_popups_v" USING btree ("version__status");
  CREATE INDEX "_popups_v_created_at_idx" ON "_popups_v" USING btree ("created_at");
  CREATE INDEX "_popups_v_updated_at_idx" ON "_popups_v" USING btree ("updated_at");
  CREATE INDEX "_popups_v_latest_idx" ON "_popups_v" USING btree ("latest");
  CREATE INDEX "_popups_v_rels_order_idx" ON "_popups_v_rels" USING btree ("order");
  CREATE INDEX "_popups_v_rels_parent_idx" ON "_popups_v_rels" USING btree ("parent_id");
  CREATE INDEX "_popups_v_rels_path_idx" ON "_popups_v_rels" USING btree ("path");
  CREATE INDEX "_popups_v_rels_pages_id_idx" ON "_popups_v_rels" USING btree ("pages_id");
  CREATE INDEX "_popups_v_rels_categories_id_idx" ON "_popups_v_rels" USING btree ("categories_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_popups_fk" FOREIGN KEY ("popups_id") REFERENCES "public"."popups"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_popups_id_idx" ON "payload_locked_documents_rels" USING btree ("popups_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "popups_settings_sources_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_settings_logged_in_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_settings_devices_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_settings_browsers_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "popups_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_settings_sources_sources" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_settings_logged_in_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_settings_devices_devices" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_version_settings_browsers_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_popups_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "popups_settings_sources_sources" CASCADE;
  DROP TABLE "popups_settings_logged_in_roles" CASCADE;
  DROP TABLE "popups_settings_devices_devices" CASCADE;
  DROP TABLE "popups_settings_browsers_options" CASCADE;
  DROP TABLE "popups" CASCADE;
  DROP TABLE "popups_rels" CASCADE;
  DROP TABLE "_popups_v_version_settings_sources_sources" CASCADE;
  DROP TABLE "_popups_v_version_settings_logged_in_roles" CASCADE;
  DROP TABLE "_popups_v_version_settings_devices_devices" CASCADE;
  DROP TABLE "_popups_v_version_settings_browsers_options" CASCADE;
  DROP TABLE "_popups_v" CASCADE;
  DROP TABLE "_popups_v_rels" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_popups_fk";
  
  DROP INDEX "payload_locked_documents_rels_popups_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "popups_id";
  DROP TYPE "public"."enum_popups_settings_sources_sources";
  DROP TYPE "public"."enum_popups_settings_logged_in_roles";
  DROP TYPE "public"."enum_popups_settings_devices_devices";
  DROP TYPE "public"."enum_popups_settings_browsers_options";
  DROP TYPE "public"."enum_popups_placement_show_on";
  DROP TYPE "public"."enum_popups_settings_close_button_position";
  DROP TYPE "public"."enum_popups_settings_entrance_animation";
  DROP TYPE "public"."enum_popups_settings_exit_animation";
  DROP TYPE "public"."enum_popups_settings_times_period";
  DROP TYPE "public"."enum_popups_settings_times_count";
  DROP TYPE "public"."enum_popups_settings_url_action";
  DROP TYPE "public"."enum_popups_settings_logged_in_users";
  DROP TYPE "public"."enum_popups_settings_browsers_browsers";
  DROP TYPE "public"."enum_popups_settings_schedule_timezone";
  DROP TYPE "public"."enum_popups_settings_scrolling_direction";
  DROP TYPE "public"."enum_popups_status";
  DROP TYPE "public"."enum__popups_v_version_settings_sources_sources";
  DROP TYPE "public"."enum__popups_v_version_settings_logged_in_roles";
  DROP TYPE "public"."enum__popups_v_version_settings_devices_devices";
  DROP TYPE "public"."enum__popups_v_version_settings_browsers_options";
  DROP TYPE "public"."enum__popups_v_version_placement_show_on";
  DROP TYPE "public"."enum__popups_v_version_settings_close_button_position";
  DROP TYPE "public"."enum__popups_v_version_settings_entrance_animation";
  DROP TYPE "public"."enum__popups_v_version_settings_exit_animation";
  DROP TYPE "public"."enum__popups_v_version_settings_times_period";
  DROP TYPE "public"."enum__popups_v_version_settings_times_count";
  DROP TYPE "public"."enum__popups_v_version_settings_url_action";
  DROP TYPE "public"."enum__popups_v_version_settings_logged_in_users";
  DROP TYPE "public"."enum__popups_v_version_settings_browsers_browsers";
  DROP TYPE "public"."enum__popups_v_version_settings_schedule_timezone";
  DROP TYPE "public"."enum__popups_v_version_settings_scrolling_direction";
  DROP TYPE "public"."enum__popups_v_version_status";`)
}
