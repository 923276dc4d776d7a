import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_subscribers_history_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_subscribers_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  CREATE TYPE "public"."enum_forms_blocks_text_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_text_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_text_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_email_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_email_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_email_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_phone_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_phone_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_phone_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_textarea_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_textarea_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_textarea_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_select_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_select_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_select_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_radio_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_radio_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_radio_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_checkbox_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_checkbox_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_checkbox_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_acceptance_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_acceptance_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_acceptance_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_number_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_number_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_number_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_date_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_date_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_date_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_upload_width_desktop" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_upload_width_tablet" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_blocks_upload_width_mobile" AS ENUM('100', '75', '66', '50', '33', '25');
  CREATE TYPE "public"."enum_forms_confirmation_type" AS ENUM('message', 'redirect');
  CREATE TYPE "public"."enum_forms_redirect_type" AS ENUM('reference', 'custom');
  CREATE TYPE "public"."enum_form_submissions_status" AS ENUM('unread', 'read');
  CREATE TYPE "public"."enum_form_submissions_mail_state" AS ENUM('pending', 'queued');
  CREATE TABLE "subscribers_history" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" "enum_subscribers_history_status" NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"via" varchar
  );
  
  CREATE TABLE "subscribers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"name" varchar,
  	"status" "enum_subscribers_status" DEFAULT 'pending' NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"consent_version" numeric NOT NULL,
  	"consent_at" timestamp(3) with time zone NOT NULL,
  	"consent_source_path" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_blocks_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_text_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_text_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_text_width_mobile" DEFAULT '100' NOT NULL,
  	"max_length" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_email" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_email_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_email_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_email_width_mobile" DEFAULT '100' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_phone" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_phone_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_phone_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_phone_width_mobile" DEFAULT '100' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_textarea" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_textarea_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_textarea_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_textarea_width_mobile" DEFAULT '100' NOT NULL,
  	"max_length" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_select_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_select" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_select_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_select_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_select_width_mobile" DEFAULT '100' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_radio_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "forms_blocks_radio" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_radio_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_radio_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_radio_width_mobile" DEFAULT '100' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_checkbox" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_checkbox_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_checkbox_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_checkbox_width_mobile" DEFAULT '100' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_acceptance" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_acceptance_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_acceptance_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_acceptance_width_mobile" DEFAULT '100' NOT NULL,
  	"consent_text" varchar NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_number" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_number_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_number_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_number_width_mobile" DEFAULT '100' NOT NULL,
  	"min" numeric,
  	"max" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_date" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_date_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_date_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_date_width_mobile" DEFAULT '100' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_hidden" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"default_value" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_blocks_upload" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"placeholder" varchar,
  	"help" varchar,
  	"required" boolean,
  	"width_desktop" "enum_forms_blocks_upload_width_desktop" DEFAULT '100' NOT NULL,
  	"width_tablet" "enum_forms_blocks_upload_width_tablet" DEFAULT '100' NOT NULL,
  	"width_mobile" "enum_forms_blocks_upload_width_mobile" DEFAULT '100' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "forms_emails" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"email_to" varchar,
  	"cc" varchar,
  	"bcc" varchar,
  	"reply_to" varchar,
  	"subject" varchar DEFAULT 'פנייה חדשה מהאתר: {{name}}' NOT NULL,
  	"message" varchar NOT NULL
  );
  
  CREATE TABLE "forms" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"submit_button_label" varchar DEFAULT 'שליחה',
  	"confirmation_type" "enum_forms_confirmation_type" DEFAULT 'message',
  	"confirmation_message" jsonb,
  	"redirect_type" "enum_forms_redirect_type" DEFAULT 'reference',
  	"redirect_url" varchar,
  	"newsletter_consent_field" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "forms_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"pages_id" integer
  );
  
  CREATE TABLE "form_submissions_submission_data" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" varchar NOT NULL,
  	"label" varchar,
  	"value" varchar NOT NULL
  );
  
  CREATE TABLE "form_submissions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_id" integer NOT NULL,
  	"status" "enum_form_submissions_status" DEFAULT 'unread' NOT NULL,
  	"spam" boolean DEFAULT false,
  	"spam_reason" varchar,
  	"visitor_name" varchar,
  	"visitor_email" varchar,
  	"source_path" varchar,
  	"idempotency_key" varchar NOT NULL,
  	"mail_state" "enum_form_submissions_mail_state" DEFAULT 'pending',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "newsletter" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar DEFAULT 'הניוזלטר של אריג' NOT NULL,
  	"intro" varchar DEFAULT 'מאמר חדש על הנדסת טקסטיל, פעם בחודש. בלי ספאם.',
  	"consent_text" varchar DEFAULT 'אני מאשר/ת לקבל מאריג דיוור במייל: מאמרים, עדכונים והצעות. אפשר להסיר את עצמי בכל עת בקישור שבכל הודעה.' NOT NULL,
  	"consent_version" numeric DEFAULT 1,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "subscribers_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "forms_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "form_submissions_id" integer;
  ALTER TABLE "subscribers_history" ADD CONSTRAINT "subscribers_history_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_text" ADD CONSTRAINT "forms_blocks_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_email" ADD CONSTRAINT "forms_blocks_email_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_phone" ADD CONSTRAINT "forms_blocks_phone_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_textarea" ADD CONSTRAINT "forms_blocks_textarea_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select_options" ADD CONSTRAINT "forms_blocks_select_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_select"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_select" ADD CONSTRAINT "forms_blocks_select_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio_options" ADD CONSTRAINT "forms_blocks_radio_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms_blocks_radio"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_radio" ADD CONSTRAINT "forms_blocks_radio_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_checkbox" ADD CONSTRAINT "forms_blocks_checkbox_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_acceptance" ADD CONSTRAINT "forms_blocks_acceptance_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_number" ADD CONSTRAINT "forms_blocks_number_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_date" ADD CONSTRAINT "forms_blocks_date_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_hidden" ADD CONSTRAINT "forms_blocks_hidden_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_blocks_upload" ADD CONSTRAINT "forms_blocks_upload_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_emails" ADD CONSTRAINT "forms_emails_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_rels" ADD CONSTRAINT "forms_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "forms_rels" ADD CONSTRAINT "forms_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions_submission_data" ADD CONSTRAINT "form_submissions_submission_data_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "subscribers_history_order_idx" ON "subscribers_history" USING btree ("_order");
  CREATE INDEX "subscribers_history_parent_id_idx" ON "subscribers_history" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "subscribers_email_idx" ON "subscribers" USING btree ("email");
  CREATE INDEX "subscribers_status_idx" ON "subscribers" USING btree ("status");
  CREATE INDEX "subscribers_updated_at_idx" ON "subscribers" USING btree ("updated_at");
  CREATE INDEX "subscribers_created_at_idx" ON "subscribers" USING btree ("created_at");
  CREATE INDEX "forms_blocks_text_order_idx" ON "forms_blocks_text" USING btree ("_order");
  CREATE INDEX "forms_blocks_text_parent_id_idx" ON "forms_blocks_text" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_text_path_idx" ON "forms_blocks_text" USING btree ("_path");
  CREATE INDEX "forms_blocks_email_order_idx" ON "forms_blocks_email" USING btree ("_order");
  CREATE INDEX "forms_blocks_email_parent_id_idx" ON "forms_blocks_email" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_email_path_idx" ON "forms_blocks_email" USING btree ("_path");
  CREATE INDEX "forms_blocks_phone_order_idx" ON "forms_blocks_phone" USING btree ("_order");
  CREATE INDEX "forms_blocks_phone_parent_id_idx" ON "forms_blocks_phone" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_phone_path_idx" ON "forms_blocks_phone" USING btree ("_path");
  CREATE INDEX "forms_blocks_textarea_order_idx" ON "forms_blocks_textarea" USING btree ("_order");
  CREATE INDEX "forms_blocks_textarea_parent_id_idx" ON "forms_blocks_textarea" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_textarea_path_idx" ON "forms_blocks_textarea" USING btree ("_path");
  CREATE INDEX "forms_blocks_select_options_order_idx" ON "forms_blocks_select_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_options_parent_id_idx" ON "forms_blocks_select_options" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_select_order_idx" ON "forms_blocks_select" USING btree ("_order");
  CREATE INDEX "forms_blocks_select_parent_id_idx" ON "forms_blocks_select" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_select_path_idx" ON "forms_blocks_select" USING btree ("_path");
  CREATE INDEX "forms_blocks_radio_options_order_idx" ON "forms_blocks_radio_options" USING btree ("_order");
  CREATE INDEX "forms_blocks_radio_options_parent_id_idx" ON "forms_blocks_radio_options" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_radio_order_idx" ON "forms_blocks_radio" USING btree ("_order");
  CREATE INDEX "forms_blocks_radio_parent_id_idx" ON "forms_blocks_radio" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_radio_path_idx" ON "forms_blocks_radio" USING btree ("_path");
  CREATE INDEX "forms_blocks_checkbox_order_idx" ON "forms_blocks_checkbox" USING btree ("_order");
  CREATE INDEX "forms_blocks_checkbox_parent_id_idx" ON "forms_blocks_checkbox" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_checkbox_path_idx" ON "forms_blocks_checkbox" USING btree ("_path");
  CREATE INDEX "forms_blocks_acceptance_order_idx" ON "forms_blocks_acceptance" USING btree ("_order");
  CREATE INDEX "forms_blocks_acceptance_parent_id_idx" ON "forms_blocks_acceptance" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_acceptance_path_idx" ON "forms_blocks_acceptance" USING btree ("_path");
  CREATE INDEX "forms_blocks_number_order_idx" ON "forms_blocks_number" USING btree ("_order");
  CREATE INDEX "forms_blocks_number_parent_id_idx" ON "forms_blocks_number" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_number_path_idx" ON "forms_blocks_number" USING btree ("_path");
  CREATE INDEX "forms_blocks_date_order_idx" ON "forms_blocks_date" USING btree ("_order");
  CREATE INDEX "forms_blocks_date_parent_id_idx" ON "forms_blocks_date" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_date_path_idx" ON "forms_blocks_date" USING btree ("_path");
  CREATE INDEX "forms_blocks_hidden_order_idx" ON "forms_blocks_hidden" USING btree ("_order");
  CREATE INDEX "forms_blocks_hidden_parent_id_idx" ON "forms_blocks_hidden" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_hidden_path_idx" ON "forms_blocks_hidden" USING btree ("_path");
  CREATE INDEX "forms_blocks_upload_order_idx" ON "forms_blocks_upload" USING btree ("_order");
  CREATE INDEX "forms_blocks_upload_parent_id_idx" ON "forms_blocks_upload" USING btree ("_parent_id");
  CREATE INDEX "forms_blocks_upload_path_idx" ON "forms_blocks_upload" USING btree ("_path");
  CREATE INDEX "forms_emails_order_idx" ON "forms_emails" USING btree ("_order");
  CREATE INDEX "forms_emails_parent_id_idx" ON "forms_emails" USING btree ("_parent_id");
  CREATE INDEX "forms_updated_at_idx" ON "forms" USING btree ("updated_at");
  CREATE INDEX "forms_created_at_idx" ON "forms" USING btree ("created_at");
  CREATE INDEX "forms_rels_order_idx" ON "forms_rels" USING btree ("order");
  CREATE INDEX "forms_rels_parent_idx" ON "forms_rels" USING btree ("parent_id");
  CREATE INDEX "forms_rels_path_idx" ON "forms_rels" USING btree ("path");
  CREATE INDEX "forms_rels_pages_id_idx" ON "forms_rels" USING btree ("pages_id");
  CREATE INDEX "form_submissions_submission_data_order_idx" ON "form_submissions_submission_data" USING btree ("_order");
  CREATE INDEX "form_submissions_submission_data_parent_id_idx" ON "form_submissions_submission_data" USING btree ("_parent_id");
  CREATE INDEX "form_submissions_form_idx" ON "form_submissions" USING btree ("form_id");
  CREATE INDEX "form_submissions_status_idx" ON "form_submissions" USING btree ("status");
  CREATE INDEX "form_submissions_spam_idx" ON "form_submissions" USING btree ("spam");
  CREATE INDEX "form_submissions_visitor_email_idx" ON "form_submissions" USING btree ("visitor_email");
  CREATE UNIQUE INDEX "form_submissions_idempotency_key_idx" ON "form_submissions" USING btree ("idempotency_key");
  CREATE INDEX "form_submissions_mail_state_idx" ON "form_submissions" USING btree ("mail_state");
  CREATE INDEX "form_submissions_updated_at_idx" ON "form_submissions" USING btree ("updated_at");
  CREATE INDEX "form_submissions_created_at_idx" ON "form_submissions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_subscribers_fk" FOREIGN KEY ("subscribers_id") REFERENCES "public"."subscribers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_forms_fk" FOREIGN KEY ("forms_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_form_submissions_fk" FOREIGN KEY ("form_submissions_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_subscribers_id_idx" ON "payload_locked_documents_rels" USING btree ("subscribers_id");
  CREATE INDEX "payload_locked_documents_rels_forms_id_idx" ON "payload_locked_documents_rels" USING btree ("forms_id");
  CREATE INDEX "payload_locked_documents_rels_form_submissions_id_idx" ON "payload_locked_documents_rels" USING btree ("form_submissions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "subscribers_history" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "subscribers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_text" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_email" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_phone" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_textarea" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_select" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_radio_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_radio" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_checkbox" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_acceptance" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_number" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_date" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_hidden" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_blocks_upload" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_emails" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "forms_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions_submission_data" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "form_submissions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "subscribers_history" CASCADE;
  DROP TABLE "subscribers" CASCADE;
  DROP TABLE "forms_blocks_text" CASCADE;
  DROP TABLE "forms_blocks_email" CASCADE;
  DROP TABLE "forms_blocks_phone" CASCADE;
  DROP TABLE "forms_blocks_textarea" CASCADE;
  DROP TABLE "forms_blocks_select_options" CASCADE;
  DROP TABLE "forms_blocks_select" CASCADE;
  DROP TABLE "forms_blocks_radio_options" CASCADE;
  DROP TABLE "forms_blocks_radio" CASCADE;
  DROP TABLE "forms_blocks_checkbox" CASCADE;
  DROP TABLE "forms_blocks_acceptance" CASCADE;
  DROP TABLE "forms_blocks_number" CASCADE;
  DROP TABLE "forms_blocks_date" CASCADE;
  DROP TABLE "forms_blocks_hidden" CASCADE;
  DROP TABLE "forms_blocks_upload" CASCADE;
  DROP TABLE "forms_emails" CASCADE;
  DROP TABLE "forms" CASCADE;
  DROP TABLE "forms_rels" CASCADE;
  DROP TABLE "form_submissions_submission_data" CASCADE;
  DROP TABLE "form_submissions" CASCADE;
  DROP TABLE "newsletter" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_subscribers_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_forms_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_form_submissions_fk";
  
  DROP INDEX "payload_locked_documents_rels_subscribers_id_idx";
  DROP INDEX "payload_locked_documents_rels_forms_id_idx";
  DROP INDEX "payload_locked_documents_rels_form_submissions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "subscribers_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "forms_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "form_submissions_id";
  DROP TYPE "public"."enum_subscribers_history_status";
  DROP TYPE "public"."enum_subscribers_status";
  DROP TYPE "public"."enum_forms_blocks_text_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_text_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_text_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_email_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_email_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_email_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_phone_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_phone_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_phone_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_textarea_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_textarea_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_textarea_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_select_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_select_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_select_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_radio_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_radio_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_radio_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_checkbox_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_checkbox_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_checkbox_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_acceptance_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_acceptance_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_acceptance_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_number_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_number_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_number_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_date_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_date_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_date_width_mobile";
  DROP TYPE "public"."enum_forms_blocks_upload_width_desktop";
  DROP TYPE "public"."enum_forms_blocks_upload_width_tablet";
  DROP TYPE "public"."enum_forms_blocks_upload_width_mobile";
  DROP TYPE "public"."enum_forms_confirmation_type";
  DROP TYPE "public"."enum_forms_redirect_type";
  DROP TYPE "public"."enum_form_submissions_status";
  DROP TYPE "public"."enum_form_submissions_mail_state";`)
}
