CREATE OR REPLACE FUNCTION compact_signal_counts()
 RETURNS void
 LANGUAGE sql
AS $function$
  WITH gone AS (DELETE FROM signal_counts RETURNING app, signal_type, status, soft_delete, n)
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
$function$;
