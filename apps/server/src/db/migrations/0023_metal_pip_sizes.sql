-- Metals count in the pips their traders use (decision 19): gold 0.1 and silver 0.01, where the seed
-- took OANDA's pipLocation (0.01 and 0.0001). Only the pairs change: a trade idea keeps the pip size
-- and multiplier it was published with (decision 6), so closed results stay as stored. Each change is
-- in the activity log, as the system's.
WITH changed AS (
  UPDATE "currency_pairs" p SET "pip_size" = v.pip_size
  FROM (VALUES ('XAU', 0.1::numeric), ('XAG', 0.01::numeric)) AS v(base, pip_size),
    (SELECT id, pip_size AS old_size FROM "currency_pairs") AS old
  WHERE p."type" = 'commodity' AND upper(p."base") = v.base AND p."pip_size" <> v.pip_size AND old.id = p.id
  RETURNING p.id, old.old_size, p.pip_size
)
INSERT INTO "activity_log" ("actor", "kind", "target_type", "target_id", "prev", "next")
  SELECT 'system', 'pair pip size changed', 'currency-pair', id::text,
    jsonb_build_object('pipSize', old_size::text), jsonb_build_object('pipSize', pip_size::text)
  FROM changed;
