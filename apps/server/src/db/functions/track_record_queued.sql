CREATE OR REPLACE FUNCTION track_record_queued()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
DECLARE
  queued bigint;
BEGIN
  -- Queues the ideas whose public result may have changed; their links are appended at commit
  -- (track_record_flushed), when every change of the transaction is known.
  IF TG_LEVEL = 'ROW' THEN
    INSERT INTO track_record_queue VALUES (txid_current(), NEW.id) ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO track_record_queue SELECT txid_current(), n.id FROM new_rows n WHERE n.result_pips IS NOT NULL
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO track_record_queue
      SELECT txid_current(), i.signal_id FROM old_rows o JOIN track_record_ideas i ON i.signal_id = o.id
      ON CONFLICT DO NOTHING;
  END IF;
  GET DIAGNOSTICS queued = ROW_COUNT;
  IF queued > 0 THEN
    INSERT INTO track_record_flush VALUES (txid_current()) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $function$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_track_record_insert AFTER INSERT ON signals REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION track_record_queued();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_track_record_delete AFTER DELETE ON signals REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION track_record_queued();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER signals_track_record_update AFTER UPDATE ON signals FOR EACH ROW WHEN ((((old.result_pips IS NOT NULL) OR (new.result_pips IS NOT NULL)) AND ((old.app IS DISTINCT FROM new.app) OR (old.signal_id IS DISTINCT FROM new.signal_id) OR (old.trader_id IS DISTINCT FROM new.trader_id) OR (old.status IS DISTINCT FROM new.status) OR (old.side IS DISTINCT FROM new.side) OR (old.base IS DISTINCT FROM new.base) OR (old.quote IS DISTINCT FROM new.quote) OR (old.entry IS DISTINCT FROM new.entry) OR (old.close_price IS DISTINCT FROM new.close_price) OR (old.result_pips IS DISTINCT FROM new.result_pips) OR (old.unit IS DISTINCT FROM new.unit) OR (old.signal_type IS DISTINCT FROM new.signal_type) OR (old.multiplier IS DISTINCT FROM new.multiplier) OR (old.activated_at IS DISTINCT FROM new.activated_at) OR (old.created_at IS DISTINCT FROM new.created_at) OR (old.closed_at IS DISTINCT FROM new.closed_at) OR (old.soft_delete IS DISTINCT FROM new.soft_delete)))) EXECUTE FUNCTION track_record_queued();
