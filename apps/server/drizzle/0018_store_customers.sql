CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text,
	"password_hash" text,
	"image" text,
	"birth" date,
	"gender" text,
	"role" text DEFAULT 'customer' NOT NULL,
	"city" text,
	"active" boolean DEFAULT true NOT NULL,
	"food_allergies" text,
	"medicine_allergies" text,
	"symptoms" text,
	"search_key" text DEFAULT '' NOT NULL,
	"last_login_at" timestamp with time zone,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_gender_check" CHECK ("customers"."gender" is null or "customers"."gender" in ('male', 'female')),
	CONSTRAINT "customers_role_check" CHECK ("customers"."role" in ('customer', 'admin'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "customers_mobile_unique" ON "customers" USING btree ("mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_unique" ON "customers" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "customers_search_key_trgm" ON "customers" USING gin ("search_key" gin_trgm_ops);