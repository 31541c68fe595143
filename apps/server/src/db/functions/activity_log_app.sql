CREATE OR REPLACE FUNCTION activity_log_app()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.app IS NULL AND NEW.target_type = 'signal' AND NEW.target_id ~ '^[0-9a-fA-F-]{36}$' THEN
    SELECT s.app INTO NEW.app FROM signals s WHERE s.id = NEW.target_id::uuid;
  END IF;
  RETURN NEW;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_log_app BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION activity_log_app();
