DROP INDEX "events_domain";--> statement-breakpoint
CREATE UNIQUE INDEX "events_domain" ON "events" USING btree (lower("domain")) WHERE "events"."domain_verified";