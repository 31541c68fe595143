CREATE OR REPLACE FUNCTION signal_result_days_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_result_days
    SELECT d.app, d.trader_id, d.strategy, d.unit, d.day, sum(d.trades), sum(d.wins), sum(d.losses), sum(d.pips),
      sum(d.win_pips), sum(d.loss_pips), sum(d.r_sum), sum(d.r_trades)
    FROM new_rows r CROSS JOIN LATERAL signal_result_delta(r, 1) d GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_result_days_insert AFTER INSERT ON signals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_result_days_inserted();
