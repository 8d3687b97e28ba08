CREATE TABLE "edition_hidden_products" (
	"edition_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edition_hidden_products_edition_id_product_id_pk" PRIMARY KEY("edition_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "edition_hidden_products" ADD CONSTRAINT "edition_hidden_products_edition_id_editions_id_fk" FOREIGN KEY ("edition_id") REFERENCES "public"."editions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "edition_hidden_products" ADD CONSTRAINT "edition_hidden_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;