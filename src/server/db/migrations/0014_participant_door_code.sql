-- The short door code (src/common/checkIn.ts): nine characters of DOOR_CODE_ALPHABET from the
-- fully random bytes of a v4 UUID (gen_random_uuid is in core PostgreSQL, no extension); the
-- column's default, so every insert path and every older row gets one.
CREATE FUNCTION door_code() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', get_byte(b, i) % 31 + 1, 1), '' ORDER BY i)
  FROM (SELECT uuid_send(gen_random_uuid()) AS b) AS r,
       unnest(ARRAY[0, 1, 2, 3, 4, 5, 10, 11, 12]) AS i
$$;--> statement-breakpoint
ALTER TABLE "participants" ADD COLUMN "door_code" text DEFAULT door_code() NOT NULL;--> statement-breakpoint
CREATE INDEX "participants_door_code" ON "participants" USING btree ("event_id","door_code");