-- Festival editions (decision 031): today's data becomes the first edition.
CREATE TABLE "editions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"festival_start" date NOT NULL,
	"preorder_deadline" timestamp with time zone NOT NULL,
	"contact_email" text NOT NULL,
	"state" text DEFAULT 'preparing' NOT NULL,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editions_state_check" CHECK ("editions"."state" in ('preparing', 'open', 'running', 'closed')),
	CONSTRAINT "editions_festival_start_thursday" CHECK (extract(isodow from "editions"."festival_start") = 4),
	CONSTRAINT "editions_current_is_live" CHECK (not "editions"."is_current" or "editions"."state" in ('open', 'running'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "editions_one_current" ON "editions" USING btree ("is_current") WHERE "editions"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "editions_name_key" ON "editions" USING btree ("name");--> statement-breakpoint
CREATE INDEX "editions_start_idx" ON "editions" USING btree ("festival_start");--> statement-breakpoint
-- The first edition: the settings' deadline and contact address; its Thursday is the first on or after the
-- deadline's date in Zurich; current and open (its deadline says whether pre-orders still are).
INSERT INTO "editions" ("name", "festival_start", "preorder_deadline", "contact_email", "state", "is_current")
SELECT 'Festival ' || extract(year from local_deadline)::int,
       local_deadline::date + ((11 - extract(isodow from local_deadline)::int) % 7),
       s."preorder_deadline", s."contact_email",
       'open', true
FROM "shop_settings" s, LATERAL (SELECT s."preorder_deadline" AT TIME ZONE 'Europe/Zurich' AS local_deadline) d
WHERE s."id" = 1;--> statement-breakpoint
ALTER TABLE "lounges" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
ALTER TABLE "reminder_schedules" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
ALTER TABLE "product_stock" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
UPDATE "lounges" SET "edition_id" = (SELECT "id" FROM "editions");--> statement-breakpoint
UPDATE "orders" SET "edition_id" = (SELECT "id" FROM "editions");--> statement-breakpoint
UPDATE "payments" SET "edition_id" = (SELECT "id" FROM "editions");--> statement-breakpoint
UPDATE "reminder_schedules" SET "edition_id" = (SELECT "id" FROM "editions");--> statement-breakpoint
UPDATE "product_stock" SET "edition_id" = (SELECT "id" FROM "editions");--> statement-breakpoint
ALTER TABLE "lounges" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "reminder_schedules" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "product_stock" DROP CONSTRAINT "product_stock_product_id_day_pk";--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_edition_id_product_id_day_pk" PRIMARY KEY("edition_id","product_id","day");--> statement-breakpoint
ALTER TABLE "lounges" ADD CONSTRAINT "lounges_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_schedules" ADD CONSTRAINT "reminder_schedules_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
DROP INDEX "lounges_booking_number_idx";--> statement-breakpoint
CREATE INDEX "lounges_edition_booking_idx" ON "lounges" USING btree ("edition_id","booking_number");--> statement-breakpoint
CREATE INDEX "orders_edition_created_idx" ON "orders" USING btree ("edition_id","created_at");--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "preorder_deadline";--> statement-breakpoint
ALTER TABLE "shop_settings" DROP COLUMN "contact_email";
