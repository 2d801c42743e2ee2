-- The event history keeps which queued write each row came from ('{client id}:{mutation id}',
-- eventapp.mutation in the transaction's settings), so an editor's undo can revert its own
-- write by the mutation id it sent (issue 25).
ALTER TABLE "event_history" ADD COLUMN "mutation" text;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION record_event_history() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  n jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  r jsonb := COALESCE(n, o);
  b jsonb;
  a jsonb;
  k text;
  doc text := '';
  i int;
  ev uuid := (r ->> TG_ARGV[0])::uuid;
  actor uuid := NULLIF(current_setting('eventapp.actor', true), '')::uuid;
  role text := NULLIF(current_setting('eventapp.role', true), '');
BEGIN
  IF TG_OP = 'UPDATE' THEN
    b := '{}';
    a := '{}';
    FOR k IN SELECT jsonb_object_keys(n) LOOP
      IF k <> 'updated_at' AND (o -> k) IS DISTINCT FROM (n -> k) THEN
        b := b || jsonb_build_object(k, o -> k);
        a := a || jsonb_build_object(k, n -> k);
      END IF;
    END LOOP;
    IF a = '{}' THEN
      RETURN NULL;
    END IF;
  ELSE
    b := o;
    a := n;
  END IF;
  FOR i IN 1 .. TG_NARGS - 1 LOOP
    doc := doc || CASE WHEN i > 1 THEN '/' ELSE '' END || COALESCE(r ->> TG_ARGV[i], '');
  END LOOP;
  IF actor IS NOT NULL AND role IS NULL THEN
    SELECT CASE WHEN e.user_id = actor THEN 'owner' ELSE m.role END INTO role
    FROM events e LEFT JOIN event_members m ON m.event_id = e.id AND m.user_id = actor
    WHERE e.id = ev;
  END IF;
  INSERT INTO event_history (event_id, tx, actor_id, actor_role, method, mutation, table_name,
    doc_id, op, label, before, after)
  VALUES (ev, txid_current(), actor, role, NULLIF(current_setting('eventapp.method', true), ''),
    NULLIF(current_setting('eventapp.mutation', true), ''), TG_TABLE_NAME, doc, left(TG_OP, 1),
    left(COALESCE(r ->> 'name', r ->> 'title', r ->> 'field_name', r ->> 'key', ''), 200), b, a);
  RETURN NULL;
END
$$;
