CREATE TABLE "branch_service_links" (
	"branch_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "branch_service_links_branch_id_service_id_pk" PRIMARY KEY("branch_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "branch_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_time_shifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"branch_id" integer NOT NULL,
	"time_from" time NOT NULL,
	"time_to" time NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"city" jsonb NOT NULL,
	"region" text,
	"mobile" text,
	"google_map_url" text,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"time_from" time,
	"time_to" time,
	"is_24_hour" boolean DEFAULT false NOT NULL,
	"name_key" text DEFAULT '' NOT NULL,
	"city_key_ar" text DEFAULT '' NOT NULL,
	"city_key_en" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "employment_request_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"employment_request_id" integer NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_kind" text NOT NULL,
	"job" text NOT NULL,
	"name" text NOT NULL,
	"birth_date" date NOT NULL,
	"residence" text NOT NULL,
	"id_number" text NOT NULL,
	"nationality_id" integer NOT NULL,
	"expiry_date" date NOT NULL,
	"religion" text NOT NULL,
	"military_status" text,
	"marital_status" text NOT NULL,
	"number_of_children" smallint,
	"home_address" text NOT NULL,
	"phone_number" text NOT NULL,
	"country_phone_code" text,
	"specialization" text NOT NULL,
	"email" text NOT NULL,
	"scientific_qualifications" text NOT NULL,
	"school_institute_university" text NOT NULL,
	"graduation_year" smallint NOT NULL,
	"gpa" numeric(5, 2) NOT NULL,
	"number_of_jobs_worked" smallint,
	"workplace" text,
	"workplace_country_city" text,
	"job_title" text,
	"years_of_work" smallint NOT NULL,
	"leaving_work_reason" text,
	"main_tasks" text,
	"course_name_1" text,
	"course_name_1_party_of_charge" text,
	"course_name_2" text,
	"course_name_2_party_of_charge" text,
	"dataflow_verification_documents_uploaded" boolean NOT NULL,
	"admit_to_prometric_pearson_vue_exam" boolean NOT NULL,
	"have_scfhs_accreditation_certificate" boolean NOT NULL,
	"have_driving_license" boolean,
	"good_at_driving_cars" boolean,
	"english_fluency_degree" text NOT NULL,
	"locale" text NOT NULL,
	"search_key" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employment_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"receive_employment_request" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employment_settings_single_row" CHECK ("employment_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "nationalities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text,
	"active" boolean DEFAULT true NOT NULL,
	"category_id" integer NOT NULL,
	"subcategory_id" integer,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"tags" jsonb DEFAULT '{"ar":[],"en":[]}'::jsonb NOT NULL,
	"name_key" text DEFAULT '' NOT NULL,
	"tag_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magazine_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magazine_categories_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "magazine_subcategories" (
	"id" serial PRIMARY KEY NOT NULL,
	"magazine_category_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"locale" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"form" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visits" (
	"page" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "visits_page_day_pk" PRIMARY KEY("page","day")
);
--> statement-breakpoint
ALTER TABLE "branch_service_links" ADD CONSTRAINT "branch_service_links_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_service_links" ADD CONSTRAINT "branch_service_links_service_id_branch_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."branch_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branch_time_shifts" ADD CONSTRAINT "branch_time_shifts_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_request_attachments" ADD CONSTRAINT "employment_request_attachments_employment_request_id_employment_requests_id_fk" FOREIGN KEY ("employment_request_id") REFERENCES "public"."employment_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employment_requests" ADD CONSTRAINT "employment_requests_nationality_id_nationalities_id_fk" FOREIGN KEY ("nationality_id") REFERENCES "public"."nationalities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_magazine_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."magazine_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_subcategory_id_magazine_subcategories_id_fk" FOREIGN KEY ("subcategory_id") REFERENCES "public"."magazine_subcategories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magazine_subcategories" ADD CONSTRAINT "magazine_subcategories_magazine_category_id_magazine_categories_id_fk" FOREIGN KEY ("magazine_category_id") REFERENCES "public"."magazine_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "branch_service_links_service_idx" ON "branch_service_links" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "branch_time_shifts_branch_idx" ON "branch_time_shifts" USING btree ("branch_id","sort");--> statement-breakpoint
CREATE INDEX "branches_name_key_trgm" ON "branches" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "branches_city_key_ar_idx" ON "branches" USING btree ("city_key_ar");--> statement-breakpoint
CREATE INDEX "branches_city_key_en_idx" ON "branches" USING btree ("city_key_en");--> statement-breakpoint
CREATE INDEX "branches_active_idx" ON "branches" USING btree ("active");--> statement-breakpoint
CREATE UNIQUE INDEX "employment_request_attachments_unique" ON "employment_request_attachments" USING btree ("employment_request_id","name");--> statement-breakpoint
CREATE INDEX "employment_requests_search_trgm" ON "employment_requests" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "employment_requests_created_idx" ON "employment_requests" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "employment_requests_nationality_idx" ON "employment_requests" USING btree ("nationality_id");--> statement-breakpoint
CREATE INDEX "employment_requests_religion_idx" ON "employment_requests" USING btree ("religion");--> statement-breakpoint
CREATE INDEX "articles_name_key_trgm" ON "articles" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "articles_tag_keys_gin" ON "articles" USING gin ("tag_keys");--> statement-breakpoint
CREATE INDEX "articles_listing_idx" ON "articles" USING btree ("active","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "articles_subcategory_idx" ON "articles" USING btree ("subcategory_id");--> statement-breakpoint
CREATE INDEX "magazine_subcategories_category_idx" ON "magazine_subcategories" USING btree ("magazine_category_id");--> statement-breakpoint
CREATE INDEX "contact_messages_kind_created_idx" ON "contact_messages" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_lookup_idx" ON "form_submissions" USING btree ("form","ip","created_at");