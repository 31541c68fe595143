-- The customer search's trigram index needs pg_trgm (PGlite loads it as an extension, see db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "customer_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"legacy_number" text NOT NULL,
	"full_name" text NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"app" text NOT NULL,
	"password_hash" text,
	"subscription_type" text,
	"subscription_expires_at" timestamp with time zone,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone,
	"trader_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"queue" text NOT NULL,
	"data" jsonb NOT NULL,
	"singleton_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"app" text NOT NULL,
	"language" text,
	"trader_id" uuid,
	"customer_id" uuid,
	"signal_id" uuid,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"texts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text,
	"created_by" uuid,
	"username" text,
	"sender" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"success" integer DEFAULT 0 NOT NULL,
	"failure" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "order_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" text NOT NULL,
	"trade_id" text,
	"signal_id" text,
	"base_symbol" text,
	"quote_symbol" text,
	"side" text,
	"time_in_force" text,
	"amount" numeric,
	"client" text,
	"error_code" text,
	"error_message" text,
	"error_status" integer,
	"ip_address" text,
	"payload" jsonb NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "partner_deliveries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"signal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "push_batches" (
	"notification_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"sent" integer NOT NULL,
	"by_language" jsonb NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_batches_notification_id_batch_pk" PRIMARY KEY("notification_id","batch")
);
--> statement-breakpoint
CREATE TABLE "push_devices" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "push_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"token" text NOT NULL,
	"app" text NOT NULL,
	"language" text NOT NULL,
	"customer_id" uuid,
	"platform" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"invalidated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "simulated_pushes" (
	"notification_id" uuid NOT NULL,
	"token" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"delivered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_pushes_notification_id_token_pk" PRIMARY KEY("notification_id","token")
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"product_id" text NOT NULL,
	"type" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"activation_status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_sessions" ADD CONSTRAINT "customer_sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_batches" ADD CONSTRAINT "push_batches_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_sessions_token_hash_key" ON "customer_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "customer_sessions_customer_idx" ON "customer_sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_app_email_key" ON "customers" USING btree ("app","email");--> statement-breakpoint
CREATE INDEX "customers_created_at_idx" ON "customers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customers_legacy_number_idx" ON "customers" USING btree ("legacy_number");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (("full_name" || ' ' || "username" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_trader_ids_idx" ON "customers" USING gin ("trader_ids");--> statement-breakpoint
CREATE INDEX "notifications_created_idx" ON "notifications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_app_idx" ON "notifications" USING btree ("app","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_reports_report_key" ON "order_reports" USING btree ("report_id");--> statement-breakpoint
CREATE INDEX "order_reports_created_idx" ON "order_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_deliveries_key" ON "partner_deliveries" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "partner_deliveries_pending_idx" ON "partner_deliveries" USING btree ("signal_id","version") WHERE "partner_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "push_devices_token_key" ON "push_devices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "push_devices_app_idx" ON "push_devices" USING btree ("app","id") WHERE "push_devices"."invalidated_at" is null;--> statement-breakpoint
CREATE INDEX "push_devices_customer_idx" ON "push_devices" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_app_product_key" ON "subscriptions" USING btree ("app","product_id");--> statement-breakpoint
CREATE INDEX "subscriptions_app_idx" ON "subscriptions" USING btree ("app","created_at");--> statement-breakpoint
INSERT INTO row_counts (table_name, n) SELECT 'customers', count(*) FROM customers;
--> statement-breakpoint
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_inserted_rows();
--> statement-breakpoint
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION count_deleted_rows();
--> statement-breakpoint
-- Legacy numbers of accounts created by sign-up (C000000001 …); imported accounts keep theirs.
CREATE SEQUENCE customer_legacy_numbers;
