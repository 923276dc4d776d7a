import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_chat_widget_position" AS ENUM('right', 'left');
  CREATE TABLE "chat_widget_hidden_paths" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"path" varchar NOT NULL
  );
  
  CREATE TABLE "chat_widget" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"enabled" boolean DEFAULT true,
  	"telephone" varchar,
  	"button_tip" varchar,
  	"message" varchar,
  	"message_send" varchar,
  	"message_start" varchar DEFAULT 'פתיחת שיחה',
  	"button_delay" numeric DEFAULT 3,
  	"message_delay" numeric DEFAULT 10,
  	"message_views" numeric DEFAULT 2,
  	"message_badge" boolean DEFAULT false,
  	"mobile_only" boolean DEFAULT false,
  	"whatsapp_web" boolean DEFAULT false,
  	"qr" boolean DEFAULT false,
  	"optin_text" varchar,
  	"optin_check" boolean DEFAULT false,
  	"position" "enum_chat_widget_position" DEFAULT 'right',
  	"color" varchar DEFAULT '#0a7d5a',
  	"tracking_ga_event" varchar DEFAULT 'generate_lead',
  	"tracking_gads" varchar,
  	"tracking_data_layer" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "chat_widget_hidden_paths" ADD CONSTRAINT "chat_widget_hidden_paths_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."chat_widget"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "chat_widget_hidden_paths_order_idx" ON "chat_widget_hidden_paths" USING btree ("_order");
  CREATE INDEX "chat_widget_hidden_paths_parent_id_idx" ON "chat_widget_hidden_paths" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "chat_widget_hidden_paths" CASCADE;
  DROP TABLE "chat_widget" CASCADE;
  DROP TYPE "public"."enum_chat_widget_position";`)
}
