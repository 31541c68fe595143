-- The reports give crypto results in percent of the entry (decision 19): a coin's points are fractions
-- of its price and mean nothing summed over coins. A crypto idea's delta goes to the unit 'percent',
-- its result as pips / multiplier / entry x 100 to 2 decimals, as each idea shows it (signalResult of
-- the domain). The win/loss counts and the R-multiple do not change (same sign, same ratio).
-- First the crypto ideas' deltas leave their 'points' rows (the function as it was), then come back
-- in 'percent' (as it is now); the roll-up triggers of migration 0019 follow both.
INSERT INTO signal_result_days
  SELECT d.app, d.trader_id, d.strategy, d.unit, d.day, sum(d.trades), sum(d.wins), sum(d.losses), sum(d.pips),
    sum(d.win_pips), sum(d.loss_pips), sum(d.r_sum), sum(d.r_trades)
  FROM signals r CROSS JOIN LATERAL signal_result_delta(r, -1) d WHERE r.signal_type = 'crypto'
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_result_delta(s signals, sign integer) RETURNS SETOF signal_result_days LANGUAGE sql STABLE AS $$
  SELECT s.app, s.trader_id, coalesce(s.strategy, ''), r.unit, (s.closed_at AT TIME ZONE 'UTC')::date,
    sign,
    CASE WHEN r.result > 0 THEN sign ELSE 0 END,
    CASE WHEN r.result < 0 THEN sign ELSE 0 END,
    sign * r.result,
    sign * greatest(r.result, 0),
    sign * least(r.result, 0),
    CASE WHEN s.initial_risk > 0 THEN sign * round(s.result_pips / s.initial_risk, 4) ELSE 0 END,
    CASE WHEN s.initial_risk > 0 THEN sign ELSE 0 END
  FROM (SELECT
      CASE WHEN s.signal_type = 'crypto' THEN 'percent' ELSE s.unit END AS unit,
      CASE WHEN s.signal_type = 'crypto' THEN round(s.result_pips / s.multiplier / s.entry * 100, 2)
        ELSE s.result_pips END AS result) r
  WHERE s.result_pips IS NOT NULL AND NOT s.soft_delete AND s.closed_at IS NOT NULL
$$;
--> statement-breakpoint
INSERT INTO signal_result_days
  SELECT d.app, d.trader_id, d.strategy, d.unit, d.day, sum(d.trades), sum(d.wins), sum(d.losses), sum(d.pips),
    sum(d.win_pips), sum(d.loss_pips), sum(d.r_sum), sum(d.r_trades)
  FROM signals r CROSS JOIN LATERAL signal_result_delta(r, 1) d WHERE r.signal_type = 'crypto'
  GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
-- The triggers of migration 0016 read the result through the function; an update of the columns it now
-- reads too (signal type, multiplier, entry) moves the idea's delta as well.
DROP TRIGGER signals_result_days_update ON signals;
--> statement-breakpoint
CREATE TRIGGER signals_result_days_update
  AFTER UPDATE OF app, trader_id, strategy, unit, closed_at, result_pips, initial_risk, soft_delete,
    signal_type, multiplier, entry ON signals
  FOR EACH ROW WHEN (OLD.app IS DISTINCT FROM NEW.app OR OLD.trader_id IS DISTINCT FROM NEW.trader_id
    OR OLD.strategy IS DISTINCT FROM NEW.strategy OR OLD.unit IS DISTINCT FROM NEW.unit
    OR OLD.closed_at IS DISTINCT FROM NEW.closed_at OR OLD.result_pips IS DISTINCT FROM NEW.result_pips
    OR OLD.initial_risk IS DISTINCT FROM NEW.initial_risk OR OLD.soft_delete IS DISTINCT FROM NEW.soft_delete
    OR OLD.signal_type IS DISTINCT FROM NEW.signal_type OR OLD.multiplier IS DISTINCT FROM NEW.multiplier
    OR OLD.entry IS DISTINCT FROM NEW.entry)
  EXECUTE FUNCTION signal_result_days_moved();
