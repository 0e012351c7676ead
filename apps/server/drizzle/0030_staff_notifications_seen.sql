CREATE TABLE "staff_notifications_seen" (
	"admin_id" integer PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_notifications_seen" ADD CONSTRAINT "staff_notifications_seen_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_announced_idx" ON "orders" USING btree ((case when "payment_method" = 'online_card' and "amount_due" > 0 then "paid_at" else "created_at" end),"id");