CREATE TABLE "stock_waits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"edition_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"day" text NOT NULL,
	"profile_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "stock_waits_day_check" CHECK ("stock_waits"."day" in ('Thursday', 'Friday', 'Saturday'))
);
--> statement-breakpoint
ALTER TABLE "mails" DROP CONSTRAINT "mails_kind_check";--> statement-breakpoint
ALTER TABLE "stock_waits" ADD CONSTRAINT "stock_waits_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_waits" ADD CONSTRAINT "stock_waits_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_waits" ADD CONSTRAINT "stock_waits_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_waits_one_open" ON "stock_waits" USING btree ("edition_id","product_id","day","profile_id") WHERE "stock_waits"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_waits_queue_idx" ON "stock_waits" USING btree ("edition_id","product_id","day","created_at") WHERE "stock_waits"."notified_at" is null;--> statement-breakpoint
ALTER TABLE "mails" ADD CONSTRAINT "mails_kind_check" CHECK ("mails"."kind" in ('welcome', 'order_placed', 'order_cancelled', 'token_receipt', 'reminder', 'password_reset', 'order_delivered', 'security_change', 'stock_back'));