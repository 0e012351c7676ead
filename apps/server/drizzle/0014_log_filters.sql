-- Rows written without the role's names (every change made through the shared write path until
-- now) get them from the role while it still exists, else from the built-in roles' names. The
-- rest (a role made on the screen and deleted since) keep no name: the log never shows a key.
UPDATE "log_actions" SET "role_name_ar" = "roles"."name_ar", "role_name_en" = "roles"."name_en"
  FROM "roles" WHERE "roles"."name" = "log_actions"."role_name" AND "log_actions"."role_name_ar" IS NULL;--> statement-breakpoint
UPDATE "log_actions" SET
  "role_name_ar" = CASE "role_name"
    WHEN 'super admin' THEN 'المشرف العام'
    WHEN 'content editor' THEN 'محرر المحتوى'
    WHEN 'human resources' THEN 'الموارد البشرية'
    WHEN 'store manager' THEN 'مدير المتجر' END,
  "role_name_en" = CASE "role_name"
    WHEN 'super admin' THEN 'Super admin'
    WHEN 'content editor' THEN 'Content editor'
    WHEN 'human resources' THEN 'Human resources'
    WHEN 'store manager' THEN 'Store manager' END
  WHERE "role_name_ar" IS NULL
    AND "role_name" IN ('super admin', 'content editor', 'human resources', 'store manager');--> statement-breakpoint
CREATE INDEX "log_actions_admin_created_idx" ON "log_actions" USING btree ("admin_id","created_at");--> statement-breakpoint
CREATE INDEX "log_actions_action_created_idx" ON "log_actions" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "log_actions_subject_created_idx" ON "log_actions" USING btree ("subject","created_at");--> statement-breakpoint
CREATE INDEX "log_actions_former_user_idx" ON "log_actions" USING btree ("user_name","created_at") WHERE "log_actions"."admin_id" is null;