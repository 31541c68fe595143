CREATE OR REPLACE FUNCTION count_inserted_rows()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER admins_count_insert AFTER INSERT ON admins REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER currencies_count_insert AFTER INSERT ON currencies REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER currency_pairs_count_insert AFTER INSERT ON currency_pairs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_count_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER roles_count_insert AFTER INSERT ON roles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
