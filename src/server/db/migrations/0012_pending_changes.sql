CREATE TABLE "pending_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"collection" text NOT NULL,
	"event_id" uuid,
	"owner_id" uuid,
	"scope" text DEFAULT '' NOT NULL,
	"doc_id" text NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
