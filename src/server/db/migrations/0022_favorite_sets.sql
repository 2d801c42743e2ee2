CREATE TABLE "favorite_sets" (
	"event_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"marks" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_sets_event_id_key_hash_pk" PRIMARY KEY("event_id","key_hash")
);
