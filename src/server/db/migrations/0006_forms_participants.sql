CREATE TABLE "form_fields" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"field_name" text NOT NULL,
	"field_type" smallint NOT NULL,
	"field_group" smallint NOT NULL,
	"field_helper_text" text DEFAULT '' NOT NULL,
	"field_variants" text[] DEFAULT '{}' NOT NULL,
	"field_required" boolean DEFAULT false NOT NULL,
	"field_removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"event_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"helper_text" text DEFAULT '' NOT NULL,
	"required_form" boolean DEFAULT false NOT NULL,
	"sequence_of_fields" text[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "forms_event_id_form_id_pk" PRIMARY KEY("event_id","form_id")
);
--> statement-breakpoint
CREATE TABLE "participants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"client_phone" text DEFAULT '' NOT NULL,
	"client_suspended" boolean DEFAULT false NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"checked_in_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "form_fields_form" ON "form_fields" USING btree ("event_id","form_id");--> statement-breakpoint
CREATE INDEX "participants_event" ON "participants" USING btree ("event_id","id");