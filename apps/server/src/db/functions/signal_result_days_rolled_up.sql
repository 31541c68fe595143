CREATE OR REPLACE FUNCTION signal_result_days_rolled_up()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  s integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
BEGIN
  INSERT INTO signal_result_trader_days
    SELECT app, trader_id, unit, day, s * sum(trades), s * sum(wins), s * sum(losses), s * sum(pips),
      s * sum(win_pips), s * sum(loss_pips), s * sum(r_sum), s * sum(r_trades)
    FROM changed GROUP BY 1, 2, 3, 4;
  INSERT INTO signal_result_strategy_days
    SELECT app, strategy, unit, day, s * sum(trades), s * sum(wins), s * sum(losses), s * sum(pips),
      s * sum(win_pips), s * sum(loss_pips), s * sum(r_sum), s * sum(r_trades)
    FROM changed GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signal_result_days_roll_up_delete AFTER DELETE ON signal_result_days REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION signal_result_days_rolled_up();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signal_result_days_roll_up_insert AFTER INSERT ON signal_result_days REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION signal_result_days_rolled_up();
