CREATE TABLE "signal_risks" (
	"signal_id" uuid PRIMARY KEY NOT NULL,
	"risk" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD COLUMN "app" text;--> statement-breakpoint
ALTER TABLE "signal_risks" ADD CONSTRAINT "signal_risks_signal_id_signals_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."signals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_kind_idx" ON "activity_log" USING btree ("kind","id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor","id");--> statement-breakpoint
CREATE INDEX "activity_log_app_idx" ON "activity_log" USING btree ("app","id");--> statement-breakpoint
CREATE INDEX "signals_results_idx" ON "signals" USING btree ("closed_at","app","trader_id","unit","result_pips","strategy","id") WHERE "signals"."result_pips" is not null and not "signals"."soft_delete";--> statement-breakpoint
-- The log of a trade idea carries its app, so the log screen filters by app on an index, without a join.
CREATE FUNCTION activity_log_app() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.app IS NULL AND NEW.target_type = 'signal' AND NEW.target_id ~ '^[0-9a-fA-F-]{36}$' THEN
    SELECT s.app INTO NEW.app FROM signals s WHERE s.id = NEW.target_id::uuid;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER activity_log_app BEFORE INSERT ON activity_log FOR EACH ROW EXECUTE FUNCTION activity_log_app();
--> statement-breakpoint
UPDATE activity_log a SET app = s.app FROM signals s WHERE a.target_type = 'signal' AND a.target_id = s.id::text;
--> statement-breakpoint
-- The risk each idea was published with (its stop loss may move later): the R-multiple divides by it.
CREATE FUNCTION signal_risks_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_risks (signal_id, risk)
    SELECT id, abs(entry - stop_loss) * multiplier FROM new_rows ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER signals_risk_insert AFTER INSERT ON signals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_risks_inserted();
--> statement-breakpoint
INSERT INTO signal_risks (signal_id, risk) SELECT id, abs(entry - stop_loss) * multiplier FROM signals ON CONFLICT DO NOTHING;
