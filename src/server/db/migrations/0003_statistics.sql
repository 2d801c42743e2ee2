CREATE TABLE "stat_client_days" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"client_id" text NOT NULL,
	"sessions" integer DEFAULT 0 NOT NULL,
	"page_views" integer DEFAULT 0 NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "stat_client_days_event_id_day_client_id_pk" PRIMARY KEY("event_id","day","client_id")
);
--> statement-breakpoint
CREATE TABLE "stat_sessions" (
	"event_id" uuid NOT NULL,
	"day" date NOT NULL,
	"client_id" text NOT NULL,
	"session_id" text NOT NULL,
	CONSTRAINT "stat_sessions_event_id_day_client_id_session_id_pk" PRIMARY KEY("event_id","day","client_id","session_id")
);
--> statement-breakpoint
CREATE INDEX "stat_client_days_client" ON "stat_client_days" USING btree ("event_id","client_id","day");