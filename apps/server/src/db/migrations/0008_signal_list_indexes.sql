DROP INDEX "signals_app_list_idx";--> statement-breakpoint
DROP INDEX "signals_app_status_idx";--> statement-breakpoint
DROP INDEX "signals_trader_idx";--> statement-breakpoint
CREATE INDEX "signals_app_list_idx" ON "signals" USING btree ("app","soft_delete","created_at","id");--> statement-breakpoint
CREATE INDEX "signals_app_status_idx" ON "signals" USING btree ("app","status","created_at","id");--> statement-breakpoint
CREATE INDEX "signals_trader_idx" ON "signals" USING btree ("trader_id","created_at");