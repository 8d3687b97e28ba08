CREATE TABLE "push_keys" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_keys_one_row" CHECK ("push_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subscription_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"dedupe_key" text,
	"summary_key" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "push_messages_kind_check" CHECK ("push_messages"."kind" in ('new_orders', 'order_delivered', 'reminder')),
	CONSTRAINT "push_messages_status_check" CHECK ("push_messages"."status" in ('waiting', 'sending', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_language_check" CHECK ("push_subscriptions"."language" in ('en', 'de', 'fr'))
);
--> statement-breakpoint
ALTER TABLE "push_messages" ADD CONSTRAINT "push_messages_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_messages_dedupe_key" ON "push_messages" USING btree ("dedupe_key");--> statement-breakpoint
CREATE UNIQUE INDEX "push_messages_waiting_summary_key" ON "push_messages" USING btree ("summary_key") WHERE "push_messages"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "push_messages_due_idx" ON "push_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "push_messages_subscription_idx" ON "push_messages" USING btree ("subscription_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_profile_idx" ON "push_subscriptions" USING btree ("profile_id");