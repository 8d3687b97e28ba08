CREATE TABLE "product_photos" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"small" "bytea" NOT NULL,
	"large" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_photos_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "photo_hash" text;--> statement-breakpoint
ALTER TABLE "product_photos" ADD CONSTRAINT "product_photos_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;