ALTER TABLE "contact_messages" ADD COLUMN "search_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm" ON "contact_messages" USING gin ("search_key" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("created_at") WHERE "contact_messages"."read_at" is null;