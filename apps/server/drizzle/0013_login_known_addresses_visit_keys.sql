CREATE TABLE "login_known_addresses" (
	"admin_id" integer NOT NULL,
	"address_hash" text NOT NULL,
	"last_success_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_known_addresses_admin_id_address_hash_pk" PRIMARY KEY("admin_id","address_hash")
);
--> statement-breakpoint
CREATE TABLE "visit_keys" (
	"page" text NOT NULL,
	"visitor" text NOT NULL,
	"counted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "visit_keys_page_visitor_pk" PRIMARY KEY("page","visitor")
);
--> statement-breakpoint
ALTER TABLE "login_known_addresses" ADD CONSTRAINT "login_known_addresses_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_known_addresses_last_success_idx" ON "login_known_addresses" USING btree ("last_success_at");--> statement-breakpoint
CREATE INDEX "visit_keys_counted_at_idx" ON "visit_keys" USING btree ("counted_at");