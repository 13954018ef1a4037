DROP INDEX "products_price_idx";--> statement-breakpoint
DROP INDEX "products_rating_idx";--> statement-breakpoint
DROP INDEX "products_created_idx";--> statement-breakpoint
DROP INDEX "products_featured_idx";--> statement-breakpoint
DROP INDEX "products_sold_idx";--> statement-breakpoint
CREATE INDEX "products_sort_featured_idx" ON "products" USING btree ("is_featured" DESC NULLS FIRST,"created_at" DESC NULLS FIRST,"id","category","price_cents","rating_avg","count_in_stock") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_sort_newest_idx" ON "products" USING btree ("created_at" DESC NULLS FIRST,"id","category","price_cents","rating_avg","count_in_stock") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_sort_price_low_idx" ON "products" USING btree ("price_cents","id","category","rating_avg","count_in_stock") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_sort_price_high_idx" ON "products" USING btree ("price_cents" DESC NULLS FIRST,"id","category","rating_avg","count_in_stock") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_sort_rating_idx" ON "products" USING btree ("rating_avg" DESC NULLS FIRST,"num_reviews" DESC NULLS FIRST,"id","category","price_cents","count_in_stock") WHERE "products"."is_published";--> statement-breakpoint
CREATE INDEX "products_sort_popular_idx" ON "products" USING btree ("sold_count" DESC NULLS FIRST,"num_reviews" DESC NULLS FIRST,"id","category","price_cents","rating_avg","count_in_stock") WHERE "products"."is_published";