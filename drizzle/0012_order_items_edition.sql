-- An order line carries its order's edition, held equal by a foreign key on (order_id, edition_id), so that the
-- packing list and the reports find an edition's lines by index rather than by joining every edition's lines to
-- its orders (docs/decisions/031-editions.md#order-lines). (The 0011 snapshot listed an edition_hidden_products
-- table no migration ever created; this migration's snapshot is the schema as it is.)
ALTER TABLE "orders" ADD CONSTRAINT "orders_id_edition_unique" UNIQUE("id","edition_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "edition_id" uuid;--> statement-breakpoint
UPDATE "order_items" SET "edition_id" = "orders"."edition_id" FROM "orders" WHERE "orders"."id" = "order_items"."order_id";--> statement-breakpoint
ALTER TABLE "order_items" ALTER COLUMN "edition_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_edition_fk" FOREIGN KEY ("order_id","edition_id") REFERENCES "public"."orders"("id","edition_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_edition_day_idx" ON "order_items" USING btree ("edition_id","day");
