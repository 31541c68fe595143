CREATE OR REPLACE FUNCTION compact_signal_result_days()
 RETURNS void
 LANGUAGE plpgsql
AS $function$
BEGIN
  WITH split AS (
    SELECT app, trader_id, strategy, unit, day FROM signal_result_days
    GROUP BY 1, 2, 3, 4, 5 HAVING count(*) > 1 OR sum(trades) = 0
  ), gone AS (
    DELETE FROM signal_result_days d USING split s
    WHERE (d.app, d.trader_id, d.strategy, d.unit, d.day) = (s.app, s.trader_id, s.strategy, s.unit, s.day)
    RETURNING d.*
  )
  INSERT INTO signal_result_days
    SELECT app, trader_id, strategy, unit, day, sum(trades), sum(wins), sum(losses), sum(pips), sum(win_pips),
      sum(loss_pips), sum(r_sum), sum(r_trades)
    FROM gone GROUP BY 1, 2, 3, 4, 5 HAVING sum(trades) <> 0;

  WITH split AS (
    SELECT app, trader_id, unit, day FROM signal_result_trader_days
    GROUP BY 1, 2, 3, 4 HAVING count(*) > 1 OR sum(trades) = 0
  ), gone AS (
    DELETE FROM signal_result_trader_days d USING split s
    WHERE (d.app, d.trader_id, d.unit, d.day) = (s.app, s.trader_id, s.unit, s.day)
    RETURNING d.*
  )
  INSERT INTO signal_result_trader_days
    SELECT app, trader_id, unit, day, sum(trades), sum(wins), sum(losses), sum(pips), sum(win_pips),
      sum(loss_pips), sum(r_sum), sum(r_trades)
    FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(trades) <> 0;

  WITH split AS (
    SELECT app, strategy, unit, day FROM signal_result_strategy_days
    GROUP BY 1, 2, 3, 4 HAVING count(*) > 1 OR sum(trades) = 0
  ), gone AS (
    DELETE FROM signal_result_strategy_days d USING split s
    WHERE (d.app, d.strategy, d.unit, d.day) = (s.app, s.strategy, s.unit, s.day)
    RETURNING d.*
  )
  INSERT INTO signal_result_strategy_days
    SELECT app, strategy, unit, day, sum(trades), sum(wins), sum(losses), sum(pips), sum(win_pips),
      sum(loss_pips), sum(r_sum), sum(r_trades)
    FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(trades) <> 0;
END $function$;
