CREATE TABLE "signal_result_days" (
	"app" text NOT NULL,
	"trader_id" uuid NOT NULL,
	"strategy" text NOT NULL,
	"unit" text NOT NULL,
	"day" date NOT NULL,
	"trades" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"pips" numeric NOT NULL,
	"win_pips" numeric NOT NULL,
	"loss_pips" numeric NOT NULL,
	"r_sum" numeric NOT NULL,
	"r_trades" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "signal_result_days_day_idx" ON "signal_result_days" USING btree ("day","app");--> statement-breakpoint
-- What one trade idea adds to its day (sign 1) or takes away (sign -1); nothing unless it is closed
-- with a result and not in the recycle bin: the rule of the reports' direct query on signals.
CREATE FUNCTION signal_result_delta(s signals, sign integer) RETURNS SETOF signal_result_days LANGUAGE sql STABLE AS $$
  SELECT s.app, s.trader_id, coalesce(s.strategy, ''), s.unit, (s.closed_at AT TIME ZONE 'UTC')::date,
    sign,
    CASE WHEN s.result_pips > 0 THEN sign ELSE 0 END,
    CASE WHEN s.result_pips < 0 THEN sign ELSE 0 END,
    sign * s.result_pips,
    sign * greatest(s.result_pips, 0),
    sign * least(s.result_pips, 0),
    CASE WHEN s.initial_risk > 0 THEN sign * round(s.result_pips / s.initial_risk, 4) ELSE 0 END,
    CASE WHEN s.initial_risk > 0 THEN sign ELSE 0 END
  WHERE s.result_pips IS NOT NULL AND NOT s.soft_delete AND s.closed_at IS NOT NULL
$$;
--> statement-breakpoint
-- Like signal_counts (migration 0009): statement-level for inserts and deletes, one delta row per day
-- and key; row-level for updates, only when a column the reports read changes (price ticks do not).
CREATE FUNCTION signal_result_days_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_result_days
    SELECT d.app, d.trader_id, d.strategy, d.unit, d.day, sum(d.trades), sum(d.wins), sum(d.losses), sum(d.pips),
      sum(d.win_pips), sum(d.loss_pips), sum(d.r_sum), sum(d.r_trades)
    FROM new_rows r CROSS JOIN LATERAL signal_result_delta(r, 1) d GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION signal_result_days_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_result_days
    SELECT d.app, d.trader_id, d.strategy, d.unit, d.day, sum(d.trades), sum(d.wins), sum(d.losses), sum(d.pips),
      sum(d.win_pips), sum(d.loss_pips), sum(d.r_sum), sum(d.r_trades)
    FROM old_rows r CROSS JOIN LATERAL signal_result_delta(r, -1) d GROUP BY 1, 2, 3, 4, 5;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION signal_result_days_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_result_days
    SELECT * FROM signal_result_delta(OLD, -1) UNION ALL SELECT * FROM signal_result_delta(NEW, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER signals_result_days_insert AFTER INSERT ON signals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_result_days_inserted();
--> statement-breakpoint
CREATE TRIGGER signals_result_days_delete AFTER DELETE ON signals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_result_days_deleted();
--> statement-breakpoint
CREATE TRIGGER signals_result_days_update
  AFTER UPDATE OF app, trader_id, strategy, unit, closed_at, result_pips, initial_risk, soft_delete ON signals
  FOR EACH ROW WHEN (OLD.app IS DISTINCT FROM NEW.app OR OLD.trader_id IS DISTINCT FROM NEW.trader_id
    OR OLD.strategy IS DISTINCT FROM NEW.strategy OR OLD.unit IS DISTINCT FROM NEW.unit
    OR OLD.closed_at IS DISTINCT FROM NEW.closed_at OR OLD.result_pips IS DISTINCT FROM NEW.result_pips
    OR OLD.initial_risk IS DISTINCT FROM NEW.initial_risk OR OLD.soft_delete IS DISTINCT FROM NEW.soft_delete)
  EXECUTE FUNCTION signal_result_days_moved();
--> statement-breakpoint
-- One statement, as compact_signal_counts(): the rows it deletes are exactly the ones it sums. Only
-- the days and keys with several rows (or none left) are rewritten: the table holds years of days.
CREATE FUNCTION compact_signal_result_days() RETURNS void LANGUAGE sql AS $$
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
$$;
--> statement-breakpoint
-- The ideas already closed; the triggers above (created in this transaction, which holds their lock
-- on signals) see every later change.
INSERT INTO signal_result_days
  SELECT d.app, d.trader_id, d.strategy, d.unit, d.day, sum(d.trades), sum(d.wins), sum(d.losses), sum(d.pips),
    sum(d.win_pips), sum(d.loss_pips), sum(d.r_sum), sum(d.r_trades)
  FROM signals r CROSS JOIN LATERAL signal_result_delta(r, 1) d GROUP BY 1, 2, 3, 4, 5;
