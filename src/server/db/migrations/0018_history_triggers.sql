-- The event history's writer (issue 25): a deferred trigger per content table records each row
-- change in event_history when the write commits, with the writer that the transaction names in
-- its settings (eventapp.actor, eventapp.role, eventapp.method; db/writer.ts sets them in the
-- write's last statement, which is why the triggers run at commit). Arguments: the column that
-- holds the event id, then the columns that make the document id (joined by '/').
CREATE FUNCTION record_event_history() RETURNS trigger LANGUAGE plpgsql AS $$
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
    SELECT CASE WHEN e.user_id = actor THEN 'owner' END INTO role FROM events e WHERE e.id = ev;
  END IF;
  INSERT INTO event_history (event_id, tx, actor_id, actor_role, method, table_name, doc_id, op,
    label, before, after)
  VALUES (ev, txid_current(), actor, role, NULLIF(current_setting('eventapp.method', true), ''),
    TG_TABLE_NAME, doc, left(TG_OP, 1),
    left(COALESCE(r ->> 'name', r ->> 'title', r ->> 'field_name', r ->> 'key', ''), 200), b, a);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON meetings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON speakers
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON posts
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON locations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON cms_sections
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON cms_section_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON forms
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'form_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON form_fields
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON org_infos
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON sponsors
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER event_history AFTER INSERT OR UPDATE OR DELETE ON translations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION record_event_history('event_id', 'lang', 'key');
