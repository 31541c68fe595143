CREATE OR REPLACE FUNCTION search_fold(text)
 RETURNS text
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
 SELECT lower(unaccent('unaccent'::regdictionary, $1)) AS lower;
END;
