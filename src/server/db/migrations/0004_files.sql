CREATE TABLE "files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"role" text NOT NULL,
	"orig_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"err_msg" text DEFAULT '' NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"crop_xy" text DEFAULT '' NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"version" text DEFAULT '' NOT NULL,
	"derived" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"upload_nonce" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "files_event" ON "files" USING btree ("event_id","removed");