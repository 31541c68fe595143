CREATE OR REPLACE FUNCTION signal_result_days_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_result_days
    SELECT * FROM signal_result_delta(OLD, -1) UNION ALL SELECT * FROM signal_result_delta(NEW, 1);
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_result_days_update AFTER UPDATE OF app, trader_id, strategy, unit, closed_at, result_pips, initial_risk, soft_delete, signal_type, multiplier, entry ON signals FOR EACH ROW WHEN (((old.app IS DISTINCT FROM new.app) OR (old.trader_id IS DISTINCT FROM new.trader_id) OR (old.strategy IS DISTINCT FROM new.strategy) OR (old.unit IS DISTINCT FROM new.unit) OR (old.closed_at IS DISTINCT FROM new.closed_at) OR (old.result_pips IS DISTINCT FROM new.result_pips) OR (old.initial_risk IS DISTINCT FROM new.initial_risk) OR (old.soft_delete IS DISTINCT FROM new.soft_delete) OR (old.signal_type IS DISTINCT FROM new.signal_type) OR (old.multiplier IS DISTINCT FROM new.multiplier) OR (old.entry IS DISTINCT FROM new.entry))) EXECUTE FUNCTION signal_result_days_moved();
