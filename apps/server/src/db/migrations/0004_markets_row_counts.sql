INSERT INTO row_counts (table_name, n) SELECT 'currencies', count(*) FROM currencies;
--> statement-breakpoint
CREATE TRIGGER currencies_count_insert AFTER INSERT ON currencies REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE TRIGGER currencies_count_delete AFTER DELETE ON currencies REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'currency_pairs', count(*) FROM currency_pairs;
--> statement-breakpoint
CREATE TRIGGER currency_pairs_count_insert AFTER INSERT ON currency_pairs REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE TRIGGER currency_pairs_count_delete AFTER DELETE ON currency_pairs REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
