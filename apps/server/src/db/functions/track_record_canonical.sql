CREATE OR REPLACE FUNCTION track_record_canonical(entry jsonb)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE
AS $function$
  -- The canonical JSON of a flat object (packages/domain/src/track-record.ts): keys in code point
  -- order, no whitespace; jsonb writes a string escaped as JSON.stringify does, an integer as digits.
  SELECT '{' || coalesce(string_agg(to_json(e.key)::text || ':' || e.value::text, ',' ORDER BY e.key COLLATE "C"), '') || '}'
  FROM jsonb_each(entry) e
$function$;
