CREATE TABLE "calendar_feeds" (
	"name" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activity_reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activity_reservations" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "travel_reservations" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "travel_reservations" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "activity_reservations" ADD CONSTRAINT "activity_reservations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "travel_reservations" ADD CONSTRAINT "travel_reservations_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;