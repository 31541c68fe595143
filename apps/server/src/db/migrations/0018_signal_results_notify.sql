-- Every change of a report's figures inserts deltas into signal_result_days (migration 0016): that
-- insert tells every replica, at commit, that the reports built on results are out of date. Price
-- ticks and status moves that close nothing do not, so the engine does not empty those reports.
CREATE FUNCTION notify_signal_results() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM added) THEN
    PERFORM pg_notify('signal_results', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER signal_result_days_notify AFTER INSERT ON signal_result_days REFERENCING NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION notify_signal_results();
