-- Keeps signal_counts exact: statement-level for inserts and deletes (bulk loads aggregate per
-- statement), row-level for updates and only when a counted column changes (price ticks do not
-- touch the counters).
CREATE FUNCTION signal_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_counts AS c (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, count(*) FROM new_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (app, signal_type, status, soft_delete) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION signal_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_counts AS c (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4
  ON CONFLICT (app, signal_type, status, soft_delete) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION signal_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_counts AS c (app, signal_type, status, soft_delete, n)
    VALUES (OLD.app, OLD.signal_type, OLD.status, OLD.soft_delete, -1), (NEW.app, NEW.signal_type, NEW.status, NEW.soft_delete, 1)
  ON CONFLICT (app, signal_type, status, soft_delete) DO UPDATE SET n = c.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER signals_count_insert AFTER INSERT ON signals REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER signals_count_delete AFTER DELETE ON signals REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION signal_counts_deleted();
--> statement-breakpoint
CREATE TRIGGER signals_count_update AFTER UPDATE OF app, signal_type, status, soft_delete ON signals
  FOR EACH ROW WHEN (OLD.app IS DISTINCT FROM NEW.app OR OLD.signal_type IS DISTINCT FROM NEW.signal_type
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.soft_delete IS DISTINCT FROM NEW.soft_delete)
  EXECUTE FUNCTION signal_counts_moved();
