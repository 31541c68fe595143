-- The R-multiple's initial risk moves from the signal_risks table onto the signal itself, so the
-- reports read it from signals_results_idx (an index-only scan) instead of one join probe per idea.
ALTER TABLE "signals" ADD COLUMN "initial_risk" numeric;--> statement-breakpoint
UPDATE "signals" s SET "initial_risk" = r."risk" FROM "signal_risks" r WHERE r."signal_id" = s."id";--> statement-breakpoint
UPDATE "signals" SET "initial_risk" = abs("entry" - "stop_loss") * "multiplier" WHERE "initial_risk" IS NULL;--> statement-breakpoint
DROP TRIGGER "signals_risk_insert" ON "signals";--> statement-breakpoint
DROP FUNCTION signal_risks_inserted();--> statement-breakpoint
DROP TABLE "signal_risks" CASCADE;--> statement-breakpoint
CREATE FUNCTION signal_initial_risk() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.initial_risk := abs(NEW.entry - NEW.stop_loss) * NEW.multiplier;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER signals_initial_risk BEFORE INSERT ON signals FOR EACH ROW EXECUTE FUNCTION signal_initial_risk();
--> statement-breakpoint
DROP INDEX "signals_results_idx";--> statement-breakpoint
CREATE INDEX "signals_results_idx" ON "signals" USING btree ("closed_at","app","trader_id","unit","result_pips","strategy","initial_risk") WHERE "signals"."result_pips" is not null and not "signals"."soft_delete";
