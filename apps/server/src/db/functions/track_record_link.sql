CREATE OR REPLACE FUNCTION track_record_link(p_app text, p_seq bigint, p_prev_hash text, p_kind text, p_corrects bigint, p_fields jsonb, p_trader uuid)
 RETURNS text
 LANGUAGE plpgsql
AS $function$
DECLARE
  body text;
  next_hash text;
BEGIN
  -- Link p_seq of an app's chain, after the link whose hash is p_prev_hash; returns its hash. The
  -- caller holds the app's head locked, so the chain never forks.
  body := track_record_canonical(p_fields || jsonb_build_object('seq', p_seq, 'kind', p_kind, 'corrects', p_corrects));
  next_hash := encode(sha256(convert_to(p_prev_hash || body, 'UTF8')), 'hex');
  INSERT INTO track_record_links (app, seq, prev_hash, hash, kind, body, trader_id)
    VALUES (p_app, p_seq, p_prev_hash, next_hash, p_kind, body, p_trader);
  RETURN next_hash;
END $function$;
