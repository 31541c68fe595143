-- A change of a customer's app or subscription (a renewal, a new expiry, a new type) or their deletion
-- reaches every replica's customer session cache at commit: the same notification as a revocation
-- (customer_session_changes, payload the customer id), whatever statement made the change.
CREATE FUNCTION notify_customer_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('customer_session_changes', OLD.id::text);
  ELSE
    PERFORM pg_notify('customer_session_changes', NEW.id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_session_change_update AFTER UPDATE OF app, subscription_type, subscription_expires_at ON customers
  FOR EACH ROW
  WHEN (OLD.app IS DISTINCT FROM NEW.app
    OR OLD.subscription_type IS DISTINCT FROM NEW.subscription_type
    OR OLD.subscription_expires_at IS DISTINCT FROM NEW.subscription_expires_at)
  EXECUTE FUNCTION notify_customer_session_change();--> statement-breakpoint
CREATE TRIGGER customers_session_change_delete AFTER DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION notify_customer_session_change();
