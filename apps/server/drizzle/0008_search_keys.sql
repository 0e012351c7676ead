ALTER TABLE "branches" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "branches_search_key_trgm" ON "branches" USING gin ("search_key" gin_trgm_ops);