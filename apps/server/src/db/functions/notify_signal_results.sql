CREATE OR REPLACE FUNCTION notify_signal_results()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  first_day date;
BEGIN
  SELECT min(day) INTO first_day FROM added;
  IF first_day IS NOT NULL THEN
    PERFORM pg_notify('signal_results', first_day::text);
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signal_result_days_notify AFTER INSERT ON signal_result_days REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notify_signal_results();
