CREATE TABLE "signal_result_strategy_days" (
	"app" text NOT NULL,
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
CREATE TABLE "signal_result_trader_days" (
	"app" text NOT NULL,
	"trader_id" uuid NOT NULL,
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
CREATE INDEX "signal_result_strategy_days_day_idx" ON "signal_result_strategy_days" USING btree ("day","app");--> statement-breakpoint
CREATE INDEX "signal_result_trader_days_day_idx" ON "signal_result_trader_days" USING btree ("day","app");
--> statement-breakpoint
-- Every delta of signal_result_days (inserted by the triggers of migration 0016, or deleted and
-- re-inserted summed by its compaction) is added to, or taken from, the coarser rollups in the same
-- statement's transaction: they always hold the fine rollup's sums without the strategy or the trader.
CREATE FUNCTION signal_result_days_rolled_up() RETURNS trigger LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
CREATE TRIGGER signal_result_days_roll_up_insert AFTER INSERT ON signal_result_days
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION signal_result_days_rolled_up();
--> statement-breakpoint
CREATE TRIGGER signal_result_days_roll_up_delete AFTER DELETE ON signal_result_days
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION signal_result_days_rolled_up();
--> statement-breakpoint
-- The compaction of migration 0016, then the same for the coarser rollups (after it: its deletes and
-- inserts leave deltas there too). One statement each: the rows deleted are exactly the ones summed.
CREATE OR REPLACE FUNCTION compact_signal_result_days() RETURNS void LANGUAGE plpgsql AS $$
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
END $$;
--> statement-breakpoint
-- What signal_result_days holds already; the triggers above (created in this transaction) see the rest.
INSERT INTO signal_result_trader_days
  SELECT app, trader_id, unit, day, sum(trades), sum(wins), sum(losses), sum(pips), sum(win_pips),
    sum(loss_pips), sum(r_sum), sum(r_trades)
  FROM signal_result_days GROUP BY 1, 2, 3, 4 HAVING sum(trades) <> 0;
--> statement-breakpoint
INSERT INTO signal_result_strategy_days
  SELECT app, strategy, unit, day, sum(trades), sum(wins), sum(losses), sum(pips), sum(win_pips),
    sum(loss_pips), sum(r_sum), sum(r_trades)
  FROM signal_result_days GROUP BY 1, 2, 3, 4 HAVING sum(trades) <> 0;
