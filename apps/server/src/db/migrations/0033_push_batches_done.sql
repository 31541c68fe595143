ALTER TABLE "notifications" ADD COLUMN "batches_done" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Notifications sent before the counter: their batches already reported.
UPDATE "notifications" n SET "batches_done" = (SELECT count(*) FROM "push_batches" b WHERE b."notification_id" = n."id");
