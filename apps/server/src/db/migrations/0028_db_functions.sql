-- The current definitions of apps/server/src/db/functions (scripts/db-functions-migration.mjs).
CREATE OR REPLACE FUNCTION activity_log_app()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF NEW.app IS NULL AND NEW.target_type = 'signal' AND NEW.target_id ~ '^[0-9a-fA-F-]{36}$' THEN
    SELECT s.app INTO NEW.app FROM signals s WHERE s.id = NEW.target_id::uuid;
  END IF;
  RETURN NEW;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER activity_log_app BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION activity_log_app();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION compact_signal_counts()
 RETURNS void
 LANGUAGE sql
AS $function$
  WITH gone AS (DELETE FROM signal_counts RETURNING app, signal_type, status, soft_delete, n)
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
$function$;
--> statement-breakpoint
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
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_deleted_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER admins_count_delete AFTER DELETE ON admins REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER currencies_count_delete AFTER DELETE ON currencies REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER currency_pairs_count_delete AFTER DELETE ON currency_pairs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_count_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER roles_count_delete AFTER DELETE ON roles REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_inserted_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER admins_count_insert AFTER INSERT ON admins REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER currencies_count_insert AFTER INSERT ON currencies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER currency_pairs_count_insert AFTER INSERT ON currency_pairs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_count_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER roles_count_insert AFTER INSERT ON roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_customer_session_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('customer_session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('customer_session_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_session_change_delete AFTER DELETE ON customers FOR EACH ROW EXECUTE FUNCTION notify_customer_session_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_session_change_update AFTER UPDATE OF app, subscription_type, subscription_expires_at ON customers FOR EACH ROW WHEN (((old.app IS DISTINCT FROM new.app) OR (old.subscription_type IS DISTINCT FROM new.subscription_type) OR (old.subscription_expires_at IS DISTINCT FROM new.subscription_expires_at))) EXECUTE FUNCTION notify_customer_session_change();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_signal_results()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  first_day date;
BEGIN
  SELECT min(day) INTO first_day FROM added;
  IF first_day IS NOT NULL THEN
    PERFORM pg_notify('signal_results', first_day::text);
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signal_result_days_notify AFTER INSERT ON signal_result_days REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION notify_signal_results();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
 SELECT lower(unaccent('unaccent'::regdictionary, $1)) AS lower;
END;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_counts_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_count_delete AFTER DELETE ON signals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_counts_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_counts_inserted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, count(*) FROM new_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_count_insert AFTER INSERT ON signals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_counts_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_counts_moved()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    VALUES (OLD.app, OLD.signal_type, OLD.status, OLD.soft_delete, -1), (NEW.app, NEW.signal_type, NEW.status, NEW.soft_delete, 1);
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_count_update AFTER UPDATE OF app, signal_type, status, soft_delete ON signals FOR EACH ROW WHEN (((old.app IS DISTINCT FROM new.app) OR (old.signal_type IS DISTINCT FROM new.signal_type) OR (old.status IS DISTINCT FROM new.status) OR (old.soft_delete IS DISTINCT FROM new.soft_delete))) EXECUTE FUNCTION signal_counts_moved();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_initial_risk()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  NEW.initial_risk := abs(NEW.entry - NEW.stop_loss) * NEW.multiplier;
  RETURN NEW;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_initial_risk BEFORE INSERT ON signals FOR EACH ROW EXECUTE FUNCTION signal_initial_risk();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_result_days_deleted()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  INSERT INTO signal_result_days
    SELECT d.app, d.trader_id, d.strategy, d.unit, d.day, sum(d.trades), sum(d.wins), sum(d.losses), sum(d.pips),
      sum(d.win_pips), sum(d.loss_pips), sum(d.r_sum), sum(d.r_trades)
    FROM old_rows r CROSS JOIN LATERAL signal_result_delta(r, -1) d GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_result_days_delete AFTER DELETE ON signals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION signal_result_days_deleted();
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
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
--> statement-breakpoint
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
