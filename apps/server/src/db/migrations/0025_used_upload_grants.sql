CREATE TABLE "used_upload_grants" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_upload_grants_expires_idx" ON "used_upload_grants" USING btree ("expires_at");