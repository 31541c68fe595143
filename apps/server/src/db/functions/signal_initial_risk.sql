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
