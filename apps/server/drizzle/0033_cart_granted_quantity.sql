ALTER TABLE "cart_items" ADD COLUMN "granted_quantity" integer;--> statement-breakpoint
-- Lines a pharmacist filled before this column: what they hold now is what was granted.
UPDATE "cart_items" SET "granted_quantity" = "quantity" WHERE "source" = 'pharmacist';--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_granted_check" CHECK ("cart_items"."source" <> 'pharmacist' or ("cart_items"."granted_quantity" is not null and "cart_items"."quantity" <= "cart_items"."granted_quantity"));
