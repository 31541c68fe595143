-- The notification of a change of results (migration 0018) names the first UTC closing day it
-- changed, so replicas keep the cached results of the days before it (the engine closes ideas today).
CREATE OR REPLACE FUNCTION notify_signal_results() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  first_day date;
BEGIN
  SELECT min(day) INTO first_day FROM added;
  IF first_day IS NOT NULL THEN
    PERFORM pg_notify('signal_results', first_day::text);
  END IF;
  RETURN NULL;
END $$;
