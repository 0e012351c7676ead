CREATE TABLE "product_stock" (
	"code" text NOT NULL,
	"store_no" text NOT NULL,
	"actual_stock" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stock_code_store_no_pk" PRIMARY KEY("code","store_no"),
	CONSTRAINT "product_stock_actual_stock_not_negative" CHECK ("product_stock"."actual_stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"image" text,
	"price" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"wasfy" boolean DEFAULT false NOT NULL,
	"subcategory_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"name_key" text DEFAULT '' NOT NULL,
	"stock_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code"),
	CONSTRAINT "products_price_not_negative" CHECK ("products"."price" >= 0),
	CONSTRAINT "products_stock_total_not_negative" CHECK ("products"."stock_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "store_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text,
	"banner" text,
	"active" boolean DEFAULT true NOT NULL,
	"link" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"name_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_subcategory_id_store_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."store_subcategories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_subcategories" ADD CONSTRAINT "store_subcategories_category_id_store_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."store_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_name_key_trgm" ON "products" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_code_prefix_idx" ON "products" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_subcategory_idx" ON "products" USING btree ("subcategory_id","id");--> statement-breakpoint
CREATE INDEX "products_out_of_stock_idx" ON "products" USING btree ("id" DESC NULLS LAST) WHERE "products"."stock_total" = 0;--> statement-breakpoint
CREATE INDEX "store_categories_name_key_trgm" ON "store_categories" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "store_subcategories_category_idx" ON "store_subcategories" USING btree ("category_id","id");