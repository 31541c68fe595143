CREATE OR REPLACE FUNCTION track_record_flushed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- At the commit of a transaction that queued ideas, once: their links join the chain in it.
  DELETE FROM track_record_flush WHERE tx = NEW.tx;
  PERFORM track_record_append_queued();
  RETURN NULL;
END $function$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS track_record_flush_at_commit ON track_record_flush;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER track_record_flush_at_commit AFTER INSERT ON track_record_flush DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION track_record_flushed();
