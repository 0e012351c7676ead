CREATE TABLE "about_page" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"logo" text,
	"logo_en" text,
	"first_image" text,
	"first_image_en" text,
	"second_section_sub_title_1_image" text,
	"second_section_sub_title_1_desc_image" text,
	"third_section_sub_title_1_image" text,
	"third_section_sub_title_1_image_en" text,
	"fourth_section_sub_title_1_image" text,
	"fourth_section_sub_title_2_image" text,
	"fourth_section_sub_title_3_image" text,
	"fourth_section_sub_title_4_image" text,
	"title" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"second_section_title" jsonb NOT NULL,
	"second_section_sub_title_1" jsonb NOT NULL,
	"second_section_sub_title_1_desc" jsonb NOT NULL,
	"second_section_sub_title_2" jsonb NOT NULL,
	"second_section_sub_title_2_desc" jsonb NOT NULL,
	"third_section_title" jsonb NOT NULL,
	"third_section_sub_title_1" jsonb NOT NULL,
	"fourth_section_title" jsonb NOT NULL,
	"fourth_section_sub_title_1" jsonb NOT NULL,
	"fourth_section_sub_title_1_desc" jsonb NOT NULL,
	"fourth_section_sub_title_2" jsonb NOT NULL,
	"fourth_section_sub_title_2_desc" jsonb NOT NULL,
	"fourth_section_sub_title_3" jsonb NOT NULL,
	"fourth_section_sub_title_3_desc" jsonb NOT NULL,
	"fourth_section_sub_title_4" jsonb NOT NULL,
	"fourth_section_sub_title_4_desc" jsonb NOT NULL,
	"fifth_section_title" jsonb NOT NULL,
	"fifth_section_sub_title_1" jsonb NOT NULL,
	"fifth_section_sub_title_1_desc" jsonb NOT NULL,
	"sixth_section_title" jsonb NOT NULL,
	"sixth_section_sub_title_1" jsonb NOT NULL,
	"sixth_section_sub_title_1_desc" jsonb NOT NULL,
	"sixth_section_sub_title_2" jsonb NOT NULL,
	"sixth_section_sub_title_2_desc" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "about_page_single_row" CHECK ("about_page"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "home_page_sections" (
	"section" integer PRIMARY KEY NOT NULL,
	"image" text,
	"image_en" text,
	"title" jsonb NOT NULL,
	"sub_title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_page_sections_section_check" CHECK ("home_page_sections"."section" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "home_statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_page_sections" (
	"section" integer PRIMARY KEY NOT NULL,
	"image" text,
	"image_en" text,
	"title" jsonb NOT NULL,
	"sub_title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"money_market_disclosure" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_page_sections_section_check" CHECK ("investor_page_sections"."section" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "menu_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"uri" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "slider_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"slider" text NOT NULL,
	"path" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "slider_images_slider_check" CHECK ("slider_images"."slider" in ('home', 'investor'))
);
--> statement-breakpoint
CREATE TABLE "website_contacts" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"phone" text,
	"email" text,
	"license_number" text,
	"sfda_number" text,
	"tayiq_url" text,
	"x_url" text,
	"facebook_url" text,
	"instagram_url" text,
	"snapchat_url" text,
	"tiktok_url" text,
	"youtube_url" text,
	"active_snapchat" boolean DEFAULT false NOT NULL,
	"active_tiktok" boolean DEFAULT false NOT NULL,
	"active_youtube" boolean DEFAULT false NOT NULL,
	"snapchat_icon" text,
	"tiktok_icon" text,
	"youtube_icon" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "website_contacts_single_row" CHECK ("website_contacts"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "finance_market" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"name" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"value" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicators_category_check" CHECK ("indicators"."category" in ('key_metrics', 'kpis'))
);
--> statement-breakpoint
CREATE TABLE "investigators" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text,
	"name" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "investor_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "investor_questions_locale_check" CHECK ("investor_questions"."locale" in ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text,
	"name" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"file" text NOT NULL,
	"title" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"image" text,
	"title" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_items_order_idx" ON "menu_items" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "slider_images_slider_idx" ON "slider_images" USING btree ("slider","sort_order","id");--> statement-breakpoint
CREATE INDEX "indicators_category_idx" ON "indicators" USING btree ("category","sort_order","id");--> statement-breakpoint
CREATE INDEX "investor_questions_locale_idx" ON "investor_questions" USING btree ("locale","sort_order","id");--> statement-breakpoint
CREATE INDEX "news_created_idx" ON "news" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "report_files_report_idx" ON "report_files" USING btree ("report_id","sort_order","id");