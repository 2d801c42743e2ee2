CREATE TABLE "action_codes" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changes" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"event_id" uuid,
	"owner_id" uuid,
	"scope" text DEFAULT '' NOT NULL,
	"doc_id" text NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "default_keys" (
	"key" text PRIMARY KEY NOT NULL,
	"group" text NOT NULL,
	"sort" integer NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"show" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"ext_key" text NOT NULL,
	"language" text NOT NULL,
	"is_archive" boolean DEFAULT false NOT NULL,
	"published_at" timestamp with time zone,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"slogan" text DEFAULT '' NOT NULL,
	"copyright" text DEFAULT '' NOT NULL,
	"main_image_id" text DEFAULT '' NOT NULL,
	"background_image_id" text DEFAULT '' NOT NULL,
	"background_desktop_image_id" text DEFAULT '' NOT NULL,
	"icon_file_id" text DEFAULT '' NOT NULL,
	"theme" jsonb NOT NULL,
	"show_menu_items" jsonb NOT NULL,
	"place" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"domain" text,
	"domain_verified" boolean DEFAULT false NOT NULL,
	"dns_records" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"qr_is_visible" boolean DEFAULT false NOT NULL,
	"required_registration" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mutation_ledger" (
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"last_mutation_id" bigint NOT NULL,
	"method" text NOT NULL,
	"response" text,
	"error_code" smallint,
	"error_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mutation_ledger_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "org_infos" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"logo_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"org_name" text DEFAULT '' NOT NULL,
	"org_key" text,
	"brand_image_url" text DEFAULT '' NOT NULL,
	"main_image_id" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"event_id" uuid NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_event_id_key_pk" PRIMARY KEY("event_id","key")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"rotated_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_throttle" (
	"subject" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"logo_id" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "translations" (
	"event_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "translations_event_id_lang_key_pk" PRIMARY KEY("event_id","lang","key")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"role" smallint DEFAULT 1 NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "changes_event" ON "changes" USING btree ("event_id","seq");--> statement-breakpoint
CREATE INDEX "changes_owner" ON "changes" USING btree ("owner_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "events_ext_key" ON "events" USING btree (lower("ext_key"));--> statement-breakpoint
CREATE INDEX "events_user" ON "events" USING btree ("user_id","is_archive");--> statement-breakpoint
CREATE UNIQUE INDEX "events_domain" ON "events" USING btree (lower("domain"));--> statement-breakpoint
CREATE INDEX "org_infos_event" ON "org_infos" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_org_key" ON "organisations" USING btree ("org_key");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "sponsors_event" ON "sponsors" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");