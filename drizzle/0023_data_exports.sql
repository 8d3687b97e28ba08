CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"archive" "bytea",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"downloaded_at" timestamp with time zone,
	CONSTRAINT "data_exports_status_check" CHECK ("data_exports"."status" in ('waiting', 'preparing', 'ready', 'downloaded', 'failed')),
	CONSTRAINT "data_exports_archive_check" CHECK ("data_exports"."archive" is null or "data_exports"."status" = 'ready')
);
--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "retention_months" integer;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_exports_token_hash_key" ON "data_exports" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "data_exports_due_idx" ON "data_exports" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "data_exports_profile_idx" ON "data_exports" USING btree ("profile_id","created_at");--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_retention_months_check" CHECK ("shop_settings"."retention_months" is null or "shop_settings"."retention_months" between 1 and 240);