-- The number of products, kept exact by statement triggers, so the unfiltered products list answers
-- its total without counting 100,000 rows on every page (see docs/performance.md).
CREATE TABLE "product_count" (
	"id" integer PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "product_count_single_row" CHECK ("product_count"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "product_count" ("id", "n") SELECT 1, count(*) FROM "products";
--> statement-breakpoint
CREATE FUNCTION "product_count_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "product_count" SET "n" = "n" + (SELECT count(*) FROM new_rows) WHERE "id" = 1;
  ELSE
    UPDATE "product_count" SET "n" = "n" - (SELECT count(*) FROM old_rows) WHERE "id" = 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_counted_on_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_count_rows"();
--> statement-breakpoint
CREATE TRIGGER "products_counted_on_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "product_count_rows"();
