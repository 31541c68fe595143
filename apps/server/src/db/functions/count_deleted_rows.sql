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
