ALTER TABLE "mix_drinks" ADD COLUMN "translations" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "translations" jsonb;