CREATE TABLE "order_counts" (
	"status" integer NOT NULL,
	"shard" integer NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "order_counts_status_shard_pk" PRIMARY KEY("status","shard")
);
--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "orders_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Kept counts of orders (per status, per customer) for the orders list's totals; see
-- docs/performance.md. Written by hand below this line: drizzle-kit does not write triggers.
INSERT INTO "order_counts" ("status", "shard", "n") SELECT "status", 0, count(*) FROM "orders" GROUP BY "status";
--> statement-breakpoint
UPDATE "customers" SET "orders_count" = k."n"
  FROM (SELECT "customer_id", count(*)::integer AS "n" FROM "orders" GROUP BY "customer_id") k
  WHERE "customers"."id" = k."customer_id";
--> statement-breakpoint
-- One statement's rows, each +1 (entered) or -1 (left), netted per status and per customer: an
-- update that leaves the status alone writes nothing. Statuses are written in ascending order, so
-- two writers lock the rows they share in one order.
CREATE FUNCTION "orders_apply_counts"("statuses" integer[], "customer_ids" integer[], "deltas" integer[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "order_counts" ("status", "shard", "n")
    SELECT c."s", pg_backend_pid() % 8, sum(c."d") FROM unnest("statuses", "customer_ids", "deltas") AS c("s", "customer", "d")
    GROUP BY c."s" HAVING sum(c."d") <> 0 ORDER BY c."s"
    ON CONFLICT ("status", "shard") DO UPDATE SET "n" = "order_counts"."n" + excluded."n";
  UPDATE "customers" SET "orders_count" = "customers"."orders_count" + k."d"
    FROM (SELECT c."customer", sum(c."d")::integer AS "d" FROM unnest("statuses", "customer_ids", "deltas") AS c("s", "customer", "d")
          GROUP BY c."customer" HAVING sum(c."d") <> 0) k
    WHERE "customers"."id" = k."customer";
$$;
--> statement-breakpoint
CREATE FUNCTION "orders_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "statuses" integer[];
  "customer_ids" integer[];
  "deltas" integer[];
BEGIN
  -- The transition tables exist only for their operations, so each branch reads its own.
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(r."status"), array_agg(r."customer_id"), array_agg(1) INTO "statuses", "customer_ids", "deltas"
      FROM new_rows r;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(r."status"), array_agg(r."customer_id"), array_agg(-1) INTO "statuses", "customer_ids", "deltas"
      FROM old_rows r;
  ELSE
    SELECT array_agg(r."status"), array_agg(r."customer_id"), array_agg(r."d") INTO "statuses", "customer_ids", "deltas"
      FROM (SELECT "status", "customer_id", 1 AS "d" FROM new_rows
            UNION ALL SELECT "status", "customer_id", -1 FROM old_rows) r;
  END IF;
  IF "statuses" IS NOT NULL THEN
    PERFORM "orders_apply_counts"("statuses", "customer_ids", "deltas");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_counted_on_insert" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_counted"();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_on_update" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_counted"();
--> statement-breakpoint
CREATE TRIGGER "orders_counted_on_delete" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "orders_counted"();
--> statement-breakpoint
-- TRUNCATE fires no row or delete trigger: it empties the counts too.
CREATE FUNCTION "orders_counts_emptied"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "order_counts";
  UPDATE "customers" SET "orders_count" = 0 WHERE "orders_count" <> 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_counts_on_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "orders_counts_emptied"();
