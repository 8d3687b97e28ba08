CREATE TABLE "mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"recipient" text NOT NULL,
	"profile_id" uuid,
	"payload" jsonb NOT NULL,
	"subject" text NOT NULL,
	"dedupe_key" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mails_kind_check" CHECK ("mails"."kind" in ('welcome', 'order_placed', 'order_cancelled', 'token_receipt', 'reminder', 'password_reset', 'order_delivered')),
	CONSTRAINT "mails_status_check" CHECK ("mails"."status" in ('waiting', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "reminders_opt_out" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mails_dedupe_key" ON "mails" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "mails_due_idx" ON "mails" USING btree ("status","next_attempt_at");