ALTER TABLE "insurance_companies" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "availability_requests" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "name_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "insurance_companies_name_key_trgm" ON "insurance_companies" USING gin ("name_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "availability_requests_search_key_trgm" ON "availability_requests" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_reviews_search_key_trgm" ON "product_reviews" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "offers_name_key_trgm" ON "offers" USING gin ("name_key" gin_trgm_ops);