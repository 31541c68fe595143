CREATE OR REPLACE FUNCTION notify_customer_session_change()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('customer_session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('customer_session_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_session_change_delete AFTER DELETE ON customers FOR EACH ROW EXECUTE FUNCTION notify_customer_session_change();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER customers_session_change_update AFTER UPDATE OF app, subscription_type, subscription_expires_at ON customers FOR EACH ROW WHEN (((old.app IS DISTINCT FROM new.app) OR (old.subscription_type IS DISTINCT FROM new.subscription_type) OR (old.subscription_expires_at IS DISTINCT FROM new.subscription_expires_at))) EXECUTE FUNCTION notify_customer_session_change();
