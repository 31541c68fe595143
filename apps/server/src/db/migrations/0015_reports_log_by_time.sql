DROP INDEX "activity_log_kind_idx";--> statement-breakpoint
DROP INDEX "activity_log_actor_idx";--> statement-breakpoint
DROP INDEX "activity_log_app_idx";--> statement-breakpoint
CREATE INDEX "activity_log_kind_idx" ON "activity_log" USING btree ("kind","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_actor_idx" ON "activity_log" USING btree ("actor","created_at","id");--> statement-breakpoint
CREATE INDEX "activity_log_app_idx" ON "activity_log" USING btree ("app","created_at","id");