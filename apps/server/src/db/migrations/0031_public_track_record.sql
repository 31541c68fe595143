CREATE TABLE "track_record_days" (
	"app" text NOT NULL,
	"trader" text NOT NULL,
	"unit" text NOT NULL,
	"day" date NOT NULL,
	"trades" integer NOT NULL,
	"wins" integer NOT NULL,
	"losses" integer NOT NULL,
	"pips" numeric NOT NULL,
	"win_pips" numeric NOT NULL,
	"loss_pips" numeric NOT NULL,
	"holding_seconds" numeric NOT NULL,
	CONSTRAINT "track_record_days_app_trader_unit_day_pk" PRIMARY KEY("app","trader","unit","day")
);
--> statement-breakpoint
CREATE TABLE "track_record_flush" (
	"tx" bigint PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_record_heads" (
	"app" text PRIMARY KEY NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "track_record_ideas" (
	"signal_id" uuid PRIMARY KEY NOT NULL,
	"app" text NOT NULL,
	"idea" text NOT NULL,
	"last_seq" bigint NOT NULL,
	"fingerprint" text,
	"trader_id" uuid,
	"unit" text,
	"result" numeric,
	"day" date,
	"holding_seconds" numeric
);
--> statement-breakpoint
CREATE TABLE "track_record_links" (
	"app" text NOT NULL,
	"seq" bigint NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"trader_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "track_record_links_app_seq_pk" PRIMARY KEY("app","seq")
);
--> statement-breakpoint
CREATE TABLE "track_record_queue" (
	"tx" bigint NOT NULL,
	"signal_id" uuid NOT NULL,
	CONSTRAINT "track_record_queue_tx_signal_id_pk" PRIMARY KEY("tx","signal_id")
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "track_record_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "track_record_links_trader_idx" ON "track_record_links" USING btree ("app","trader_id","seq");--> statement-breakpoint
CREATE INDEX "track_record_links_corrections_idx" ON "track_record_links" USING btree ("app","seq") WHERE "track_record_links"."kind" = 'correction';