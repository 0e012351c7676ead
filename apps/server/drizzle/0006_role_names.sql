-- Roles get a name per language. Existing roles start with their key as both names; the built-in
-- roles get their proper names. Log rows copy the names of the role they name, as it is now.
ALTER TABLE "roles" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "name_en" text;--> statement-breakpoint
UPDATE "roles" SET
  "name_ar" = CASE "name"
    WHEN 'super admin' THEN 'المشرف العام'
    WHEN 'content editor' THEN 'محرر المحتوى'
    WHEN 'human resources' THEN 'الموارد البشرية'
    WHEN 'store manager' THEN 'مدير المتجر'
    ELSE "name" END,
  "name_en" = CASE "name"
    WHEN 'super admin' THEN 'Super admin'
    WHEN 'content editor' THEN 'Content editor'
    WHEN 'human resources' THEN 'Human resources'
    WHEN 'store manager' THEN 'Store manager'
    ELSE "name" END;--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "name_ar" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ALTER COLUMN "name_en" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "log_actions" ADD COLUMN "role_name_ar" text;--> statement-breakpoint
ALTER TABLE "log_actions" ADD COLUMN "role_name_en" text;--> statement-breakpoint
UPDATE "log_actions" SET "role_name_ar" = "roles"."name_ar", "role_name_en" = "roles"."name_en"
  FROM "roles" WHERE "roles"."name" = "log_actions"."role_name";
