CREATE OR REPLACE FUNCTION track_record_fields(s signals)
 RETURNS jsonb
 LANGUAGE sql
 STABLE
AS $function$
  -- The public fields of an idea that counts (closed with a result, not in the recycle bin): no email
  -- and no internal id; the trader's nickname only when they opted in. Null for an idea that does not.
  SELECT jsonb_build_object(
    'app', s.app,
    'idea', s.signal_id,
    'pair', s.base || '/' || s.quote,
    'side', s.side,
    'status', s.status,
    'entry', trim_scale(s.entry)::text,
    'exit', trim_scale(s.close_price)::text,
    'result', trim_scale(s.result_pips)::text,
    'unit', s.unit,
    'percent', CASE WHEN s.signal_type = 'crypto' THEN round(s.result_pips / s.multiplier / s.entry * 100, 2)::text END,
    'openedAt', to_char(coalesce(s.activated_at, s.created_at) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'closedAt', to_char(s.closed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'trader', (SELECT a.nickname FROM admins a WHERE a.id = s.trader_id AND a.track_record_public))
  WHERE s.id IS NOT NULL AND s.result_pips IS NOT NULL AND s.closed_at IS NOT NULL AND NOT s.soft_delete
    AND s.status NOT IN ('pending', 'active')
$function$;
