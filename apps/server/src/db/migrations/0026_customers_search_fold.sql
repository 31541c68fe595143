-- The customer search ignores accents ("marco garcia" finds "Marco García") and finds the legacy number
-- shown on each row (decision 12). unaccent ships in contrib like pg_trgm (PGlite loads it as an
-- extension, see db/client.ts); it is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (it reads its dictionary by name), so a generated column cannot call it;
-- naming the dictionary by schema makes this wrapper IMMUTABLE in fact. The search folds its words
-- with the same function, so the stored text and the searched one always agree.
CREATE OR REPLACE FUNCTION search_fold(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
BEGIN ATOMIC
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, $1));
END;--> statement-breakpoint
-- Dropping the column drops its two indexes; adding it back computes it for every existing row.
ALTER TABLE "customers" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (search_fold(legacy_number || ' ' || full_name || ' ' || username || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The newest-first walk of a common substring reads the search text from the index (migration 0021).
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id") INCLUDE ("search_text");--> statement-breakpoint
ANALYZE "customers";
