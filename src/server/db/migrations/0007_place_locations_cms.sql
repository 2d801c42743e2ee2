CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image_id" text DEFAULT '' NOT NULL,
	"is_hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_section_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"group_id" uuid,
	"location_id" uuid,
	"title" text NOT NULL,
	"content_type" smallint NOT NULL,
	"link_url" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image_id" text DEFAULT '' NOT NULL,
	"image_title" text DEFAULT '' NOT NULL,
	"file_id" text DEFAULT '' NOT NULL,
	"num_sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_section_items_one_owner" CHECK (("cms_section_items"."group_id" IS NULL) <> ("cms_section_items"."location_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "cms_sections" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"section_key" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"num_sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "locations_event" ON "locations" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "cms_section_items_event" ON "cms_section_items" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "cms_sections_event" ON "cms_sections" USING btree ("event_id");