CREATE TABLE "event_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"tx" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_role" text,
	"method" text,
	"table_name" text NOT NULL,
	"doc_id" text NOT NULL,
	"op" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE INDEX "event_history_event" ON "event_history" USING btree ("event_id","id");--> statement-breakpoint
CREATE INDEX "event_history_doc" ON "event_history" USING btree ("table_name","doc_id","id");--> statement-breakpoint
CREATE INDEX "event_history_tx" ON "event_history" USING btree ("tx");--> statement-breakpoint
CREATE INDEX "event_history_actor" ON "event_history" USING btree ("event_id","actor_id","id") WHERE "event_history"."actor_id" IS NOT NULL;