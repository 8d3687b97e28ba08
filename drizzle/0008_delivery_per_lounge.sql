-- Delivery becomes a fact on the order lines of one lounge instead of on the whole order (decision 028).
ALTER TABLE "order_items" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "delivered_by" uuid;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_delivered_by_profiles_id_fk" FOREIGN KEY ("delivered_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- An order's delivery fact moves onto the lines of the lounge whose tap set it, where the audit log knows it: the
-- latest 'delivery.mark' naming the order (an undo cleared any earlier one) with a lounge. A mark of the order
-- alone, or none found, put it on every line with a lounge, as the order-level fact said.
WITH "setting_mark" AS (
  SELECT DISTINCT ON (o."id") o."id" AS "order_id", a."after"->>'loungeId' AS "lounge_id"
  FROM "orders" o
  LEFT JOIN "admin_audit_log" a ON a."action" = 'delivery.mark' AND a."after"->'orderIds' ? o."id"::text
  WHERE o."delivered_at" IS NOT NULL
  ORDER BY o."id", a."id" DESC NULLS LAST
)
UPDATE "order_items" i
SET "delivered_at" = o."delivered_at", "delivered_by" = o."delivered_by"
FROM "orders" o JOIN "setting_mark" m ON m."order_id" = o."id"
WHERE i."order_id" = o."id" AND i."lounge_id" IS NOT NULL AND (m."lounge_id" IS NULL OR i."lounge_id"::text = m."lounge_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_delivered_check" CHECK (("order_items"."delivered_by" is null or "order_items"."delivered_at" is not null) and ("order_items"."delivered_at" is null or "order_items"."lounge_id" is not null));--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_delivered_by_check";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_delivered_by_profiles_id_fk";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "delivered_at";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "delivered_by";
