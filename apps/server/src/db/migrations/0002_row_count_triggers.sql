-- Keeps row_counts exact for the tables whose unfiltered lists show a total.
CREATE FUNCTION count_inserted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n + (SELECT count(*) FROM new_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION count_deleted_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE row_counts SET n = n - (SELECT count(*) FROM old_rows) WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'admins', count(*) FROM admins;
--> statement-breakpoint
CREATE TRIGGER admins_count_insert AFTER INSERT ON admins REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE TRIGGER admins_count_delete AFTER DELETE ON admins REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'roles', count(*) FROM roles;
--> statement-breakpoint
CREATE TRIGGER roles_count_insert AFTER INSERT ON roles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE TRIGGER roles_count_delete AFTER DELETE ON roles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
