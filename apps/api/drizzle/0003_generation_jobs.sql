DROP INDEX "generation_tasks_status_idx";--> statement-breakpoint
CREATE INDEX "generation_tasks_status_idx" ON "generation_tasks" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "generation_tasks" DROP COLUMN "lease_until";--> statement-breakpoint
-- Tasks waiting on the runner this release replaces have no job to run them: fail them so they can be started again.
UPDATE "generation_tasks" SET "status" = 'failed', "error" = 'Something went wrong while generating the articles. Please try again.' WHERE "status" IN ('pending', 'running');
