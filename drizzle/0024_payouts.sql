CREATE TABLE "payout_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payout_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"tokens" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"provider_refund_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payout_refunds_status_check" CHECK ("payout_refunds"."status" in ('waiting', 'sending', 'refunded', 'refused', 'failed')),
	CONSTRAINT "payout_refunds_amounts_check" CHECK ("payout_refunds"."tokens" > 0 and "payout_refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payout_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"lounge_tokens" boolean DEFAULT false NOT NULL,
	"lounge_token_cents" integer DEFAULT 0 NOT NULL,
	"minimum_tokens" integer DEFAULT 1 NOT NULL,
	"fee_tokens" integer DEFAULT 0 NOT NULL,
	"last_day" date NOT NULL,
	"cause" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_windows_amounts_check" CHECK ("payout_windows"."minimum_tokens" >= 1 and "payout_windows"."fee_tokens" >= 0 and "payout_windows"."fee_tokens" < "payout_windows"."minimum_tokens" and "payout_windows"."lounge_token_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"window_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"choice" text NOT NULL,
	"tokens" integer NOT NULL,
	"fee_tokens" integer DEFAULT 0 NOT NULL,
	"manual_tokens" integer DEFAULT 0 NOT NULL,
	"manual_cents" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payouts_choice_check" CHECK ("payouts"."choice" in ('keep', 'payout', 'donation')),
	CONSTRAINT "payouts_amounts_check" CHECK ("payouts"."tokens" >= 0 and "payouts"."fee_tokens" >= 0 and "payouts"."manual_tokens" >= 0 and "payouts"."manual_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "token_ledger" DROP CONSTRAINT "token_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "mails" DROP CONSTRAINT "mails_kind_check";--> statement-breakpoint
ALTER TABLE "token_ledger" ADD COLUMN "payout_id" uuid;--> statement-breakpoint
ALTER TABLE "payout_refunds" ADD CONSTRAINT "payout_refunds_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_refunds" ADD CONSTRAINT "payout_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_windows" ADD CONSTRAINT "payout_windows_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_windows" ADD CONSTRAINT "payout_windows_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_window_id_payout_windows_id_fk" FOREIGN KEY ("window_id") REFERENCES "public"."payout_windows"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payout_refunds_one_per_payment_and_payout" ON "payout_refunds" USING btree ("payout_id","payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_refunds_provider_refund_key" ON "payout_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "payout_refunds_due_idx" ON "payout_refunds" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "payout_refunds_payment_idx" ON "payout_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_windows_one_per_edition" ON "payout_windows" USING btree ("edition_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_one_per_window_and_guest" ON "payouts" USING btree ("window_id","user_id");--> statement-breakpoint
CREATE INDEX "payouts_user_idx" ON "payouts" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "token_ledger_one_row_per_payout" ON "token_ledger" USING btree ("payout_id") WHERE "token_ledger"."kind" in ('payout', 'donation');--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_payout_named" CHECK (("token_ledger"."kind" in ('payout', 'donation')) = ("token_ledger"."payout_id" is not null));--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_kind_check" CHECK ("token_ledger"."kind" in ('lounge_grant', 'purchase', 'order', 'refund', 'admin_adjustment', 'manual_order', 'order_change', 'forfeit', 'payout', 'donation'));--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_kind_check" CHECK ("mails"."kind" in ('welcome', 'order_placed', 'order_cancelled', 'token_receipt', 'reminder', 'password_reset', 'order_delivered', 'security_change', 'stock_back', 'order_changed', 'payout_window'));