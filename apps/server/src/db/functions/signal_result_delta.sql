CREATE OR REPLACE FUNCTION signal_result_delta(s signals, sign integer)
 RETURNS SETOF signal_result_days
 LANGUAGE sql
 STABLE
AS $function$
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
$function$;
