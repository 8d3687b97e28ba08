-- hand-written:
-- The two indexes that find an edition's orders and order lines carry the columns the packing list and the reports
-- read from them (INCLUDE, which Drizzle's schema cannot express; the schema keeps their keys), so that those reads
-- are index-only scans of the edition's part of each index instead of heap scans of every edition's rows
-- (docs/decisions/031-editions.md#order-lines). Same names and keys, so every statement that used them still can.
DROP INDEX IF EXISTS "orders_edition_status_created_idx";--> statement-breakpoint
CREATE INDEX "orders_edition_status_created_idx" ON "orders" USING btree ("edition_id","status","created_at") INCLUDE ("id","is_free");--> statement-breakpoint
DROP INDEX IF EXISTS "order_items_edition_day_idx";--> statement-breakpoint
CREATE INDEX "order_items_edition_day_idx" ON "order_items" USING btree ("edition_id","day") INCLUDE ("id","order_id","lounge_id","product_id","quantity","token_price");
