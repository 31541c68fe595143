CREATE TABLE "bad_words" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_signal_counts" (
	"admin_id" uuid NOT NULL,
	"app" text NOT NULL,
	"day" date NOT NULL,
	"sent" integer NOT NULL,
	CONSTRAINT "daily_signal_counts_admin_id_app_day_pk" PRIMARY KEY("admin_id","app","day")
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signal_counters" (
	"app" text PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"signal_id" text NOT NULL,
	"trade_id" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"app" text NOT NULL,
	"signal_type" text NOT NULL,
	"status" text NOT NULL,
	"trader_id" uuid NOT NULL,
	"owner_id" uuid,
	"pair_id" uuid,
	"pair_type" text NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"symbol_id" text NOT NULL,
	"quote_provider" integer NOT NULL,
	"exchange" text,
	"exchange_type" text,
	"order_type" text NOT NULL,
	"side" text NOT NULL,
	"entry" numeric NOT NULL,
	"fixed_entry" boolean DEFAULT false NOT NULL,
	"stop_loss" numeric NOT NULL,
	"take_profits" jsonb NOT NULL,
	"activation_margin" numeric,
	"expires_at" timestamp with time zone,
	"pip_size" numeric NOT NULL,
	"multiplier" numeric NOT NULL,
	"unit" text NOT NULL,
	"result_pips" numeric,
	"close_price" numeric,
	"last_price" numeric,
	"last_price_at" timestamp with time zone,
	"is_update_price_manually" boolean DEFAULT false NOT NULL,
	"activated_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"leverage" integer,
	"volume" numeric,
	"risk" numeric,
	"risk_percentage" real,
	"risk_level" text,
	"risk_description" text,
	"account_balance" real,
	"sentiment" integer,
	"timeframe" text,
	"strategy" text,
	"trade_type" text,
	"asset_type" text,
	"analysis" text,
	"comment" text,
	"status_update" text,
	"disclaimer" text,
	"automated_messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mute_push" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"soft_delete" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "take_profit_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"min_take_profit" numeric,
	"max_take_profit" numeric,
	"min_stop_loss" numeric,
	"max_stop_loss" numeric,
	"min_take_profits_count" integer,
	"max_take_profits_count" integer,
	"min_stop_tip" numeric,
	"max_stop_tip" numeric,
	"rrr" numeric,
	"take_profit_index" integer DEFAULT 1 NOT NULL,
	"ignored_trade_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_signal_counts" ADD CONSTRAINT "daily_signal_counts_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signals" ADD CONSTRAINT "signals_pair_id_currency_pairs_id_fk" FOREIGN KEY ("pair_id") REFERENCES "public"."currency_pairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bad_words_text_key" ON "bad_words" USING btree (lower("text"));--> statement-breakpoint
CREATE UNIQUE INDEX "signals_signal_id_key" ON "signals" USING btree ("signal_id");--> statement-breakpoint
CREATE INDEX "signals_app_list_idx" ON "signals" USING btree ("app","soft_delete","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signals_app_status_idx" ON "signals" USING btree ("app","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "signals_open_idx" ON "signals" USING btree ("status") WHERE "signals"."status" in ('pending', 'active') and not "signals"."soft_delete";--> statement-breakpoint
CREATE INDEX "signals_trader_idx" ON "signals" USING btree ("trader_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "take_profit_rules_app_idx" ON "take_profit_rules" USING btree ("app");--> statement-breakpoint
ALTER TABLE "admins" DROP COLUMN "signals_sent";