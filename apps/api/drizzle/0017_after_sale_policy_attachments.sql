-- Written to run again safely: it first shipped dated before 0016, so databases migrated past 0016 skipped it.
ALTER TABLE "activity_reservations" ADD COLUMN IF NOT EXISTS "cancellation_policy" jsonb;--> statement-breakpoint
ALTER TABLE "travel_reservations" ADD COLUMN IF NOT EXISTS "cancellation_policy" jsonb;--> statement-breakpoint
-- Bookings made before the snapshot keep the policy their activity or program has today (the standard one where it has none).
UPDATE "activity_reservations" AS r SET "cancellation_policy" = CASE WHEN jsonb_typeof(a."booking" -> 'cancellation') = 'object' THEN a."booking" -> 'cancellation' ELSE '{"tiers":[{"hoursBefore":24,"percent":100}],"depositRefundable":true}'::jsonb END FROM "activities" AS a WHERE a."id" = r."activity_id" AND r."cancellation_policy" IS NULL;--> statement-breakpoint
UPDATE "travel_reservations" AS r SET "cancellation_policy" = CASE WHEN jsonb_typeof(p."booking" -> 'cancellation') = 'object' THEN p."booking" -> 'cancellation' ELSE '{"tiers":[{"hoursBefore":24,"percent":100}],"depositRefundable":true}'::jsonb END FROM "travel_programs" AS p WHERE p."id" = r."program_id" AND r."cancellation_policy" IS NULL;--> statement-breakpoint
ALTER TABLE "activity_reservations" ALTER COLUMN "cancellation_policy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "travel_reservations" ALTER COLUMN "cancellation_policy" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;
