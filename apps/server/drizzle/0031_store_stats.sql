CREATE INDEX "customers_created_idx" ON "customers" USING btree ("created_at") WHERE "customers"."anonymised_at" is null;--> statement-breakpoint
CREATE INDEX "order_lines_sold_idx" ON "order_lines" USING btree ("order_id","product_id","quantity","amount");--> statement-breakpoint
CREATE INDEX "order_lines_gone_idx" ON "order_lines" USING btree ("order_id") WHERE "order_lines"."product_id" is null;--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at","status","total_after_vat","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at","customer_id","total_after_vat","id");