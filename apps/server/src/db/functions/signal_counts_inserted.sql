CREATE OR REPLACE FUNCTION signal_counts_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, count(*) FROM new_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_count_insert AFTER INSERT ON signals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_counts_inserted();
