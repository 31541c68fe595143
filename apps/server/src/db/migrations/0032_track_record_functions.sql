-- The current definitions of apps/server/src/db/functions (scripts/db-functions-migration.mjs).
CREATE OR REPLACE FUNCTION track_record_canonical(entry jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  -- The canonical JSON of a flat object (packages/domain/src/track-record.ts): keys in code point
  -- order, no whitespace; jsonb writes a string escaped as JSON.stringify does, an integer as digits.
  SELECT '{' || coalesce(string_agg(to_json(e.key)::text || ':' || e.value::text, ',' ORDER BY e.key COLLATE "C"), '') || '}'
  FROM jsonb_each(entry) e
$function$;
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION track_record_link(p_app text, p_seq bigint, p_prev_hash text, p_kind text, p_corrects bigint, p_fields jsonb, p_trader uuid)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  body text;
  next_hash text;
BEGIN
  -- Link p_seq of an app's chain, after the link whose hash is p_prev_hash; returns its hash. The
  -- caller holds the app's head locked, so the chain never forks.
  body := track_record_canonical(p_fields || jsonb_build_object('seq', p_seq, 'kind', p_kind, 'corrects', p_corrects));
  next_hash := encode(sha256(convert_to(p_prev_hash || body, 'UTF8')), 'hex');
  INSERT INTO track_record_links (app, seq, prev_hash, hash, kind, body, trader_id)
    VALUES (p_app, p_seq, p_prev_hash, next_hash, p_kind, body, p_trader);
  RETURN next_hash;
END $function$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION track_record_queued()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  queued bigint;
BEGIN
  -- Queues the ideas whose public result may have changed; their links are appended at commit
  -- (track_record_flushed), when every change of the transaction is known.
  IF TG_LEVEL = 'ROW' THEN
    INSERT INTO track_record_queue VALUES (txid_current(), NEW.id) ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO track_record_queue SELECT txid_current(), n.id FROM new_rows n WHERE n.result_pips IS NOT NULL
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO track_record_queue
      SELECT txid_current(), i.signal_id FROM old_rows o JOIN track_record_ideas i ON i.signal_id = o.id
      ON CONFLICT DO NOTHING;
  END IF;
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN
    INSERT INTO track_record_flush VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_track_record_insert AFTER INSERT ON signals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION track_record_queued();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_track_record_delete AFTER DELETE ON signals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION track_record_queued();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_track_record_update AFTER UPDATE ON signals FOR EACH ROW WHEN ((((old.result_pips IS NOT NULL) OR (new.result_pips IS NOT NULL)) AND ((old.app IS DISTINCT FROM new.app) OR (old.signal_id IS DISTINCT FROM new.signal_id) OR (old.trader_id IS DISTINCT FROM new.trader_id) OR (old.status IS DISTINCT FROM new.status) OR (old.side IS DISTINCT FROM new.side) OR (old.base IS DISTINCT FROM new.base) OR (old.quote IS DISTINCT FROM new.quote) OR (old.entry IS DISTINCT FROM new.entry) OR (old.close_price IS DISTINCT FROM new.close_price) OR (old.result_pips IS DISTINCT FROM new.result_pips) OR (old.unit IS DISTINCT FROM new.unit) OR (old.signal_type IS DISTINCT FROM new.signal_type) OR (old.multiplier IS DISTINCT FROM new.multiplier) OR (old.activated_at IS DISTINCT FROM new.activated_at) OR (old.created_at IS DISTINCT FROM new.created_at) OR (old.closed_at IS DISTINCT FROM new.closed_at) OR (old.soft_delete IS DISTINCT FROM new.soft_delete)))) EXECUTE FUNCTION track_record_queued();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION track_record_flushed()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  -- At the commit of a transaction that queued ideas, once: their links join the chain in it.
  DELETE FROM track_record_flush WHERE tx = NEW.tx;
  PERFORM track_record_append_queued();
  RETURN NULL;
END $function$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS track_record_flush_at_commit ON track_record_flush;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER track_record_flush_at_commit AFTER INSERT ON track_record_flush DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION track_record_flushed();
--> statement-breakpoint
-- The ideas closed before the chain existed become its first links, in closing order.
INSERT INTO track_record_queue SELECT txid_current(), id FROM signals WHERE result_pips IS NOT NULL;
--> statement-breakpoint
SELECT track_record_append_queued();
