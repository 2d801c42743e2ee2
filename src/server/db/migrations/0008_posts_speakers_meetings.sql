CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"type" smallint NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"ref_object_type" smallint DEFAULT 0 NOT NULL,
	"ref_object_id" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone,
	"to_publish" boolean DEFAULT false NOT NULL,
	"to_pin" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speakers" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position_name" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"avatar_id" text DEFAULT '' NOT NULL,
	"background_image_id" text DEFAULT '' NOT NULL,
	"background_desktop_image_id" text DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"annotation" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"icon_name" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"location_id" text DEFAULT '' NOT NULL,
	"speaker_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"header_image_id" text DEFAULT '' NOT NULL,
	"show_location_in_list_meetings" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
CREATE INDEX "posts_event" ON "posts" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "speakers_event" ON "speakers" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "meetings_event" ON "meetings" USING btree ("event_id","created_at");