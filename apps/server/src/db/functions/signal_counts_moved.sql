CREATE OR REPLACE FUNCTION signal_counts_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    VALUES (OLD.app, OLD.signal_type, OLD.status, OLD.soft_delete, -1), (NEW.app, NEW.signal_type, NEW.status, NEW.soft_delete, 1);
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_count_update AFTER UPDATE OF app, signal_type, status, soft_delete ON signals FOR EACH ROW WHEN (((old.app IS DISTINCT FROM new.app) OR (old.signal_type IS DISTINCT FROM new.signal_type) OR (old.status IS DISTINCT FROM new.status) OR (old.soft_delete IS DISTINCT FROM new.soft_delete))) EXECUTE FUNCTION signal_counts_moved();
