-- signal_counts becomes append-only: each statement adds its delta rows instead of upserting one
-- counter row per key, so concurrent status changes never wait on (or deadlock over) the same
-- counter row. A count is the sum of its rows; compact_signal_counts() folds them periodically.
ALTER TABLE "signal_counts" DROP CONSTRAINT "signal_counts_app_signal_type_status_soft_delete_pk";--> statement-breakpoint
CREATE INDEX "signal_counts_app_idx" ON "signal_counts" USING btree ("app","soft_delete");--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, count(*) FROM new_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, -count(*) FROM old_rows GROUP BY 1, 2, 3, 4;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION signal_counts_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    VALUES (OLD.app, OLD.signal_type, OLD.status, OLD.soft_delete, -1), (NEW.app, NEW.signal_type, NEW.status, NEW.soft_delete, 1);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- One statement: the rows it deletes are exactly the ones it sums, so concurrent writers and even
-- concurrent compactions (another replica) never change a total; readers see before or after.
CREATE FUNCTION compact_signal_counts() RETURNS void LANGUAGE sql AS $$
  WITH gone AS (DELETE FROM signal_counts RETURNING app, signal_type, status, soft_delete, n)
  INSERT INTO signal_counts (app, signal_type, status, soft_delete, n)
    SELECT app, signal_type, status, soft_delete, sum(n) FROM gone GROUP BY 1, 2, 3, 4 HAVING sum(n) <> 0;
$$;
