ALTER TABLE "participants" ADD COLUMN "snapshot_answers" text;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "snapshot_fields" text;