DROP INDEX "log_actions_former_user_idx";--> statement-breakpoint
ALTER TABLE "log_actions" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "log_actions" ADD COLUMN "customer_id" integer;--> statement-breakpoint
CREATE INDEX "log_actions_former_user_idx" ON "log_actions" USING btree ("user_name","created_at") WHERE "log_actions"."admin_id" is null and "log_actions"."actor_kind" = 'staff';--> statement-breakpoint
-- Rows written from the command line (no staff member, no role) were the system's.
UPDATE "log_actions" SET "actor_kind" = 'system' WHERE "admin_id" IS NULL AND "role_name" IS NULL;
