ALTER TABLE "token_ledger" DROP CONSTRAINT "token_ledger_kind_check";--> statement-breakpoint
ALTER TABLE "mails" DROP CONSTRAINT "mails_kind_check";--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "guests_may_cancel" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD COLUMN "guests_may_change" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "editions" ADD COLUMN "change_cutoff" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "token_ledger" ADD CONSTRAINT "token_ledger_kind_check" CHECK ("token_ledger"."kind" in ('lounge_grant', 'purchase', 'order', 'refund', 'admin_adjustment', 'manual_order', 'order_change'));--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_kind_check" CHECK ("mails"."kind" in ('welcome', 'order_placed', 'order_cancelled', 'token_receipt', 'reminder', 'password_reset', 'order_delivered', 'security_change', 'stock_back', 'order_changed'));