CREATE TABLE "product_stock" (
	"product_id" uuid NOT NULL,
	"day" text NOT NULL,
	"quantity" integer,
	"max_per_guest" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_product_id_day_pk" PRIMARY KEY("product_id","day"),
	CONSTRAINT "product_stock_day_check" CHECK ("product_stock"."day" in ('Thursday', 'Friday', 'Saturday')),
	CONSTRAINT "product_stock_quantity_check" CHECK ("product_stock"."quantity" is null or "product_stock"."quantity" >= 0),
	CONSTRAINT "product_stock_max_per_guest_check" CHECK ("product_stock"."max_per_guest" is null or "product_stock"."max_per_guest" >= 1),
	CONSTRAINT "product_stock_sold_check" CHECK ("product_stock"."sold" >= 0 and ("product_stock"."quantity" is null or "product_stock"."sold" <= "product_stock"."quantity"))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "day" text;--> statement-breakpoint
ALTER TABLE "product_stock" ADD CONSTRAINT "product_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_product_day_idx" ON "order_items" USING btree ("product_id","day");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_day_check" CHECK ("order_items"."day" in ('Thursday', 'Friday', 'Saturday'));