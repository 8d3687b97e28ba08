-- An edition's orders by status: with three editions, the packing list's count of completed orders and the reports'
-- orders per hour read the whole orders table to find the current edition's third (bench/README.md, "Editions").
CREATE INDEX "orders_edition_status_created_idx" ON "orders" USING btree ("edition_id","status","created_at");