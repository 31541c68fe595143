CREATE OR REPLACE FUNCTION signal_counts_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_count_delete AFTER DELETE ON signals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_counts_deleted();
