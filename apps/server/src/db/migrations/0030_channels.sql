CREATE TABLE "channel_posts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "channel_posts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"channel_id" uuid NOT NULL,
	"signal_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"events" text[] DEFAULT '{}'::text[] NOT NULL,
	"outcome" text,
	"sender" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"lease_until" timestamp with time zone,
	"not_before" timestamp with time zone,
	"message_id" text,
	"with_image" boolean DEFAULT false NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"bot_token" text,
	"chat_id" text,
	"webhook_url" text,
	"next_send_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_posts" ADD CONSTRAINT "channel_posts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "channel_posts_key" ON "channel_posts" USING btree ("channel_id","signal_id","version");--> statement-breakpoint
CREATE INDEX "channel_posts_pending_idx" ON "channel_posts" USING btree ("signal_id","version") WHERE "channel_posts"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "channel_posts_created_idx" ON "channel_posts" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "channels_app_idx" ON "channels" USING btree ("app");