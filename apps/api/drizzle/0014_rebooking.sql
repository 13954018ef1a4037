ALTER TABLE "activity_reservations" ADD COLUMN "rebooked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_reservations" ADD COLUMN "rebooked_at" timestamp with time zone;