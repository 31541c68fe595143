CREATE TABLE "applied_seeds" (
	"name" text PRIMARY KEY NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"short_name" text NOT NULL,
	"symbol_id" text NOT NULL,
	"icon" text,
	"tag" text,
	"type" text NOT NULL,
	"currency" text,
	"exchange" text,
	"expiry_date" date,
	"multiplier" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currency_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"symbol_id" text NOT NULL,
	"type" text NOT NULL,
	"quote_provider" integer NOT NULL,
	"base" text NOT NULL,
	"quote" text NOT NULL,
	"exchange" text,
	"exchange_type" text,
	"pip_size" numeric NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "currencies_short_name_type_key" ON "currencies" USING btree ("short_name","type");--> statement-breakpoint
CREATE INDEX "currencies_created_at_idx" ON "currencies" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "currency_pairs_identity_key" ON "currency_pairs" USING btree ("quote_provider",coalesce("exchange", ''),coalesce("exchange_type", 'spot'),"base","quote");--> statement-breakpoint
CREATE INDEX "currency_pairs_created_at_idx" ON "currency_pairs" USING btree ("created_at");