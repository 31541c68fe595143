CREATE TABLE "app_versions" (
	"device" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"is_need_update" boolean DEFAULT false NOT NULL,
	"date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"sort_order" integer NOT NULL,
	"type" text DEFAULT 'image' NOT NULL,
	"hyperlink_url" text,
	"text" text DEFAULT '' NOT NULL,
	"image_url" text,
	"background_color" text DEFAULT '#FFFFFF' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"app" text NOT NULL,
	"parent_id" uuid,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"html" text NOT NULL,
	"app" text NOT NULL,
	"category_id" uuid NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "filters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"type" text NOT NULL,
	"parent_id" uuid,
	"label" text NOT NULL,
	"translation_key" text DEFAULT '' NOT NULL,
	"type_selection" text DEFAULT 'single' NOT NULL,
	"position" integer NOT NULL,
	"is_selected" boolean DEFAULT false NOT NULL,
	"filter_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "masteries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"app" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"parent_id" uuid,
	"video_url" text,
	"poster" text,
	"langs" text[] DEFAULT '{}'::text[] NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "batches" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "faq_categories" ADD CONSTRAINT "faq_categories_parent_id_faq_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "filters" ADD CONSTRAINT "filters_parent_id_filters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."filters"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "masteries" ADD CONSTRAINT "masteries_parent_id_masteries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."masteries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_app_order_idx" ON "banners" USING btree ("app","sort_order");--> statement-breakpoint
CREATE INDEX "faq_categories_app_idx" ON "faq_categories" USING btree ("app");--> statement-breakpoint
CREATE INDEX "faq_categories_parent_idx" ON "faq_categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "filters_app_position_idx" ON "filters" USING btree ("app","position");--> statement-breakpoint
CREATE INDEX "filters_parent_idx" ON "filters" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "masteries_app_idx" ON "masteries" USING btree ("app");--> statement-breakpoint
CREATE INDEX "masteries_parent_idx" ON "masteries" USING btree ("parent_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("dedupe_key");