CREATE TABLE "ads_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"image" text,
	"url" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"token" text NOT NULL,
	"platform" text,
	"locale" text DEFAULT 'ar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_tokens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "main_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"image" text,
	"url" text,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_image" text,
	"second_image" text,
	"first_url" text,
	"second_url" text,
	"first_name" jsonb NOT NULL,
	"second_name" jsonb NOT NULL,
	"third_name" jsonb NOT NULL,
	"fourth_name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers_header" (
	"id" integer PRIMARY KEY NOT NULL,
	"image" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_header_single_row" CHECK ("offers_header"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "push_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"sent_by" integer,
	"sent_by_name" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"device_count" integer DEFAULT 0 NOT NULL,
	"delivered_count" integer DEFAULT 0 NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "push_notifications_device_count_not_negative" CHECK ("push_notifications"."device_count" >= 0),
	CONSTRAINT "push_notifications_delivered_count_not_negative" CHECK ("push_notifications"."delivered_count" >= 0),
	CONSTRAINT "push_notifications_failed_count_not_negative" CHECK ("push_notifications"."failed_count" >= 0),
	CONSTRAINT "push_notifications_status_check" CHECK ("push_notifications"."status" in ('pending', 'sent', 'failed', 'not_configured'))
);
--> statement-breakpoint
CREATE TABLE "branch_districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"district_id" integer NOT NULL,
	"details" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"delivery_price" integer NOT NULL,
	"prescription_delivery_price" integer NOT NULL,
	"name_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_cities_delivery_price_not_negative" CHECK ("delivery_cities"."delivery_price" >= 0),
	CONSTRAINT "delivery_cities_prescription_delivery_price_not_negative" CHECK ("delivery_cities"."prescription_delivery_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_districts" (
	"id" serial PRIMARY KEY NOT NULL,
	"city_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"name_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_products" (
	"coupon_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "coupon_products_coupon_id_product_id_pk" PRIMARY KEY("coupon_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"discount" integer NOT NULL,
	"discount_type" text NOT NULL,
	"max_discount" integer,
	"authorized_to" integer,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"start_date" timestamp,
	"end_date" timestamp,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_usage_count_not_negative" CHECK ("coupons"."usage_count" >= 0),
	CONSTRAINT "coupons_discount_positive" CHECK ("coupons"."discount" > 0),
	CONSTRAINT "coupons_discount_type_check" CHECK ("coupons"."discount_type" in ('fixed_amount', 'percentage')),
	CONSTRAINT "coupons_usage_within_limit" CHECK ("coupons"."authorized_to" is null or "coupons"."usage_count" <= "coupons"."authorized_to"),
	CONSTRAINT "coupons_dates_in_order" CHECK ("coupons"."start_date" is null or "coupons"."end_date" is null or "coupons"."start_date" < "coupons"."end_date")
);
--> statement-breakpoint
CREATE TABLE "offer_products" (
	"offer_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "offer_products_offer_id_product_id_pk" PRIMARY KEY("offer_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"type" text NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"start_date" timestamp NOT NULL,
	"end_date" timestamp NOT NULL,
	"category_id" integer NOT NULL,
	"discount_amount" integer,
	"min_price_to_apply" integer,
	"max_price_to_apply" integer,
	"bought_count" integer,
	"free_count" integer,
	"discount_on_second_one" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_type_check" CHECK ("offers"."type" in ('one_and_other_free', 'one_and_discount_on_second', 'fixed_amount', 'percentage')),
	CONSTRAINT "offers_dates_in_order" CHECK ("offers"."start_date" < "offers"."end_date")
);
--> statement-breakpoint
ALTER TABLE "device_tokens" ADD CONSTRAINT "device_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_notifications" ADD CONSTRAINT "push_notifications_sent_by_admins_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_districts" ADD CONSTRAINT "branch_districts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_districts" ADD CONSTRAINT "branch_districts_district_id_delivery_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."delivery_districts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_city_id_delivery_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."delivery_cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_addresses" ADD CONSTRAINT "customer_addresses_district_id_delivery_districts_id_fk" FOREIGN KEY ("district_id") REFERENCES "public"."delivery_districts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_districts" ADD CONSTRAINT "delivery_districts_city_id_delivery_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."delivery_cities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_products" ADD CONSTRAINT "coupon_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_products" ADD CONSTRAINT "offer_products_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_products" ADD CONSTRAINT "offer_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_tokens_customer_idx" ON "device_tokens" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "push_notifications_listing_idx" ON "push_notifications" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "branch_districts_pair_unique" ON "branch_districts" USING btree ("branch_id","district_id");--> statement-breakpoint
CREATE INDEX "branch_districts_district_idx" ON "branch_districts" USING btree ("district_id");--> statement-breakpoint
CREATE INDEX "customer_addresses_customer_idx" ON "customer_addresses" USING btree ("customer_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_addresses_one_default" ON "customer_addresses" USING btree ("customer_id") WHERE "customer_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "delivery_districts_city_idx" ON "delivery_districts" USING btree ("city_id","id");--> statement-breakpoint
CREATE INDEX "coupon_products_product_idx" ON "coupon_products" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_code_unique" ON "coupons" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "coupons_listing_idx" ON "coupons" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offer_products_product_idx" ON "offer_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "offers_listing_idx" ON "offers" USING btree ("id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "offers_category_idx" ON "offers" USING btree ("category_id");