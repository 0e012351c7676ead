CREATE TABLE "visit_keys" (
	"page" text NOT NULL,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_keys_page_visitor_pk" PRIMARY KEY("page","visitor")
);
--> statement-breakpoint
CREATE INDEX "visit_keys_counted_at_idx" ON "visit_keys" USING btree ("counted_at");