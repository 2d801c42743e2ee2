CREATE TABLE "event_presence" (
	"event_id" uuid NOT NULL,
	"tab_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"screen" text DEFAULT '' NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_presence_event_id_tab_id_pk" PRIMARY KEY("event_id","tab_id")
);
--> statement-breakpoint
CREATE INDEX "event_presence_seen" ON "event_presence" USING btree ("seen_at");