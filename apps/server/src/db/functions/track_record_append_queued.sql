CREATE OR REPLACE FUNCTION track_record_append_queued()
 RETURNS integer
 LANGUAGE plpgsql
AS $function$
DECLARE
  ids uuid[];
  apps text[];
  heads jsonb;
  item record;
  counted boolean;
  last bigint;
  seq bigint;
  hash text;
  d_apps text[] := '{}';
  d_traders uuid[] := '{}';
  d_units text[] := '{}';
  d_days date[] := '{}';
  d_results numeric[] := '{}';
  d_holdings numeric[] := '{}';
  d_signs integer[] := '{}';
  appended integer := 0;
BEGIN
  WITH taken AS (DELETE FROM track_record_queue WHERE tx = txid_current() RETURNING signal_id)
  SELECT array_agg(signal_id) INTO ids FROM taken;
  IF ids IS NULL THEN
    RETURN 0;
  END IF;
  -- Every app touched, its head locked in app order: two transactions closing ideas of several apps
  -- never wait for each other in a circle, and one app's appends follow each other.
  SELECT array_agg(DISTINCT a.app ORDER BY a.app) INTO apps FROM (
    SELECT s.app FROM signals s WHERE s.id = ANY (ids)
    UNION ALL SELECT i.app FROM track_record_ideas i WHERE i.signal_id = ANY (ids)) a;
  INSERT INTO track_record_heads (app, seq, hash)
    SELECT a, 0, repeat('0', 64) FROM unnest(apps) a ORDER BY a ON CONFLICT (app) DO NOTHING;
  -- The heads are kept here while the links are written and stored once at the end.
  SELECT jsonb_object_agg(l.app, jsonb_build_array(l.seq, l.hash)) INTO heads FROM (
    SELECT h.app, h.seq, h.hash FROM track_record_heads h WHERE h.app = ANY (apps) ORDER BY h.app FOR UPDATE) l;

  FOR item IN
    SELECT q.id, s.app, s.signal_id AS idea, s.trader_id, track_record_fields(s) AS fields,
      CASE WHEN s.signal_type = 'crypto' THEN 'percent' ELSE s.unit END AS unit,
      CASE WHEN s.signal_type = 'crypto' THEN round(s.result_pips / s.multiplier / s.entry * 100, 2)
        ELSE s.result_pips END AS result,
      (s.closed_at AT TIME ZONE 'UTC')::date AS day,
      greatest(extract(epoch FROM s.closed_at - coalesce(s.activated_at, s.created_at)), 0) AS holding,
      p.app AS prior_app, p.idea AS prior_idea, p.last_seq, p.fingerprint, p.trader_id AS prior_trader,
      p.unit AS prior_unit, p.result AS prior_result, p.day AS prior_day, p.holding_seconds AS prior_holding
    FROM unnest(ids) q(id)
    LEFT JOIN signals s ON s.id = q.id
    LEFT JOIN track_record_ideas p ON p.signal_id = q.id
    ORDER BY s.closed_at NULLS FIRST, q.id
  LOOP
    -- Counted: the idea's last link gives a result the figures hold.
    counted := item.fingerprint IS NOT NULL;
    CONTINUE WHEN item.fields IS NULL AND NOT counted;
    -- Nothing public changed (an edit of its analysis; a trader who opted in since: a link is never rewritten).
    CONTINUE WHEN counted AND item.fields IS NOT NULL AND item.prior_app = item.app
      AND item.fingerprint = md5((item.fields - 'trader')::text);
    last := item.last_seq;
    IF counted THEN
      d_apps := array_append(d_apps, item.prior_app); d_traders := array_append(d_traders, item.prior_trader);
      d_units := array_append(d_units, item.prior_unit); d_days := array_append(d_days, item.prior_day);
      d_results := array_append(d_results, item.prior_result); d_holdings := array_append(d_holdings, item.prior_holding);
      d_signs := array_append(d_signs, -1);
    END IF;
    -- Reopened, deleted, or moved to another app: withdrawn from its chain by a correction.
    IF counted AND (item.fields IS NULL OR item.prior_app <> item.app) THEN
      seq := (heads -> item.prior_app ->> 0)::bigint + 1;
      hash := track_record_link(item.prior_app, seq, heads -> item.prior_app ->> 1, 'correction', last,
        jsonb_build_object('app', item.prior_app, 'idea', item.prior_idea, 'status', 'withdrawn', 'pair', NULL,
          'side', NULL, 'entry', NULL, 'exit', NULL, 'result', NULL, 'unit', NULL, 'percent', NULL,
          'openedAt', NULL, 'closedAt', NULL, 'trader', NULL), item.prior_trader);
      heads := jsonb_set(heads, ARRAY[item.prior_app], jsonb_build_array(seq, hash));
      last := seq;
      appended := appended + 1;
      UPDATE track_record_ideas SET last_seq = last, fingerprint = NULL WHERE signal_id = item.id;
    END IF;
    CONTINUE WHEN item.fields IS NULL;
    IF item.prior_app IS DISTINCT FROM item.app THEN
      last := NULL;
    END IF;
    seq := (heads -> item.app ->> 0)::bigint + 1;
    hash := track_record_link(item.app, seq, heads -> item.app ->> 1,
      CASE WHEN last IS NULL THEN 'result' ELSE 'correction' END, last, item.fields, item.trader_id);
    heads := jsonb_set(heads, ARRAY[item.app], jsonb_build_array(seq, hash));
    appended := appended + 1;
    d_apps := array_append(d_apps, item.app); d_traders := array_append(d_traders, item.trader_id);
    d_units := array_append(d_units, item.unit); d_days := array_append(d_days, item.day);
    d_results := array_append(d_results, item.result); d_holdings := array_append(d_holdings, item.holding);
    d_signs := array_append(d_signs, 1);
    INSERT INTO track_record_ideas AS i
      (signal_id, app, idea, last_seq, fingerprint, trader_id, unit, result, day, holding_seconds)
    VALUES (item.id, item.app, item.idea, seq, md5((item.fields - 'trader')::text), item.trader_id, item.unit,
      item.result, item.day, item.holding)
    ON CONFLICT (signal_id) DO UPDATE SET app = excluded.app, idea = excluded.idea, last_seq = excluded.last_seq,
      fingerprint = excluded.fingerprint, trader_id = excluded.trader_id, unit = excluded.unit,
      result = excluded.result, day = excluded.day, holding_seconds = excluded.holding_seconds;
  END LOOP;
  PERFORM track_record_count(d_apps, d_traders, d_units, d_days, d_results, d_holdings, d_signs);
  UPDATE track_record_heads h SET seq = (heads -> h.app ->> 0)::bigint, hash = heads -> h.app ->> 1
    WHERE h.app = ANY (apps) AND h.seq <> (heads -> h.app ->> 0)::bigint;
  -- Every replica empties its cached answers of these apps at commit.
  PERFORM pg_notify('track_record', a) FROM unnest(apps) a;
  RETURN appended;
END $function$;
