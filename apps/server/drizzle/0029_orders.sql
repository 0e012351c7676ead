CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_code" text NOT NULL,
	"name" jsonb NOT NULL,
	"image" text,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"total" integer NOT NULL,
	"offer_id" integer,
	"offer_discount" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"amount" integer NOT NULL,
	"price_before_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"wasfy" boolean NOT NULL,
	"source" text NOT NULL,
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" >= 1),
	CONSTRAINT "order_lines_unit_price_not_negative" CHECK ("order_lines"."unit_price" >= 0),
	CONSTRAINT "order_lines_amount_not_negative" CHECK ("order_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"status" integer NOT NULL,
	"branch_id" integer NOT NULL,
	"address_id" integer,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"address_details" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"payment_method" text NOT NULL,
	"payment_status" text NOT NULL,
	"tran_ref" text,
	"payment_url" text,
	"paid_at" timestamp with time zone,
	"wasfy" boolean NOT NULL,
	"prescription_id" integer,
	"coupon_id" integer,
	"coupon_code" text,
	"total_before_discount" integer NOT NULL,
	"offer_discount" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"total_after_discount" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"total_after_vat" integer NOT NULL,
	"vat" integer NOT NULL,
	"price_before_vat" integer NOT NULL,
	"points_redeemed" integer DEFAULT 0 NOT NULL,
	"points_amount" integer DEFAULT 0 NOT NULL,
	"wallet_amount" integer DEFAULT 0 NOT NULL,
	"amount_due" integer NOT NULL,
	"notes" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" in ('cash', 'card_on_delivery', 'stc_pay_on_delivery', 'wallet', 'online_card')),
	CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('on_delivery', 'awaiting', 'paid', 'failed')),
	CONSTRAINT "orders_total_before_discount_not_negative" CHECK ("orders"."total_before_discount" >= 0),
	CONSTRAINT "orders_offer_discount_not_negative" CHECK ("orders"."offer_discount" >= 0),
	CONSTRAINT "orders_coupon_discount_not_negative" CHECK ("orders"."coupon_discount" >= 0),
	CONSTRAINT "orders_total_after_discount_not_negative" CHECK ("orders"."total_after_discount" >= 0),
	CONSTRAINT "orders_delivery_price_not_negative" CHECK ("orders"."delivery_price" >= 0),
	CONSTRAINT "orders_total_after_vat_not_negative" CHECK ("orders"."total_after_vat" >= 0),
	CONSTRAINT "orders_vat_not_negative" CHECK ("orders"."vat" >= 0),
	CONSTRAINT "orders_points_redeemed_not_negative" CHECK ("orders"."points_redeemed" >= 0),
	CONSTRAINT "orders_points_amount_not_negative" CHECK ("orders"."points_amount" >= 0),
	CONSTRAINT "orders_wallet_amount_not_negative" CHECK ("orders"."wallet_amount" >= 0),
	CONSTRAINT "orders_amount_due_not_negative" CHECK ("orders"."amount_due" >= 0),
	CONSTRAINT "orders_amounts_add_up" CHECK ("orders"."amount_due" = "orders"."total_after_vat" - "orders"."points_amount" - "orders"."wallet_amount")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_address_id_customer_addresses_id_fk" FOREIGN KEY ("address_id") REFERENCES "public"."customer_addresses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_city_id_delivery_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."delivery_cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_district_id_delivery_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."delivery_districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_prescription_id_prescriptions_id_fk" FOREIGN KEY ("prescription_id") REFERENCES "public"."prescriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_code_idx" ON "order_lines" USING btree ("product_code");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","id");--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_branch_open_idx" ON "orders" USING btree ("branch_id") WHERE "orders"."status" in (7, 1, 2, 6);--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_unique" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_tran_ref_unique" ON "orders" USING btree ("tran_ref");