ALTER TABLE "activities" ADD COLUMN "booking" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_programs" ADD COLUMN "booking" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_reservations" ADD COLUMN "start_time" text;--> statement-breakpoint
ALTER TABLE "activity_reservations" ADD COLUMN "units" jsonb;--> statement-breakpoint
ALTER TABLE "activity_reservations" ADD COLUMN "pickup" jsonb;--> statement-breakpoint
ALTER TABLE "activity_reservations" ADD COLUMN "price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_reservations" ADD COLUMN "units" jsonb;--> statement-breakpoint
ALTER TABLE "travel_reservations" ADD COLUMN "price_lines" jsonb DEFAULT '[]'::jsonb NOT NULL;