ALTER TABLE "order_items" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_sold_idx" ON "products" USING btree ("sold_count");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_completed_key" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'completed';