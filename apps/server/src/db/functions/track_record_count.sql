CREATE OR REPLACE FUNCTION track_record_count(p_apps text[], p_traders uuid[], p_units text[], p_days date[], p_results numeric[], p_holdings numeric[], p_signs integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
  -- Adds (sign 1) or takes back (sign -1) ideas' results in the figures of their app and of their
  -- trader, in one statement: a row is written once however many ideas of its day a transaction closes.
  INSERT INTO track_record_days AS d
    (app, trader, unit, day, trades, wins, losses, pips, win_pips, loss_pips, holding_seconds)
  SELECT c.app, t.trader, c.unit, c.day, sum(c.sign),
    sum(CASE WHEN c.result > 0 THEN c.sign ELSE 0 END),
    sum(CASE WHEN c.result < 0 THEN c.sign ELSE 0 END),
    sum(c.sign * c.result), sum(c.sign * greatest(c.result, 0)), sum(c.sign * least(c.result, 0)),
    sum(c.sign * c.holding)
  FROM unnest(p_apps, p_traders, p_units, p_days, p_results, p_holdings, p_signs)
    AS c(app, trader_id, unit, day, result, holding, sign)
  CROSS JOIN LATERAL (VALUES (''), (c.trader_id::text)) t(trader)
  GROUP BY 1, 2, 3, 4
  ON CONFLICT (app, trader, unit, day) DO UPDATE SET
    trades = d.trades + excluded.trades, wins = d.wins + excluded.wins, losses = d.losses + excluded.losses,
    pips = d.pips + excluded.pips, win_pips = d.win_pips + excluded.win_pips,
    loss_pips = d.loss_pips + excluded.loss_pips, holding_seconds = d.holding_seconds + excluded.holding_seconds
$function$;
