CREATE TABLE "ledger_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('wallet', 'points')),
	CONSTRAINT "ledger_accounts_version_check" CHECK ("ledger_accounts"."version" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"balance_before" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"reason" text NOT NULL,
	"reference_type" text,
	"reference_id" integer,
	"idempotency_key" text NOT NULL,
	"description" text,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_arithmetic_check" CHECK ("ledger_entries"."balance_after" = "ledger_entries"."balance_before" + "ledger_entries"."delta"),
	CONSTRAINT "ledger_entries_delta_check" CHECK ("ledger_entries"."delta" <> 0),
	CONSTRAINT "ledger_entries_negative_check" CHECK ("ledger_entries"."balance_after" >= 0 or "ledger_entries"."reason" in ('points_earned_reversal')),
	CONSTRAINT "ledger_entries_reason_check" CHECK ("ledger_entries"."reason" in ('bonus', 'refund', 'adjustment', 'order_payment', 'order_payment_return', 'points_earned', 'points_redeemed', 'points_redeemed_return', 'points_earned_reversal', 'points_adjustment')),
	CONSTRAINT "ledger_entries_actor_kind_check" CHECK ("ledger_entries"."actor_kind" in ('staff', 'customer', 'system')),
	CONSTRAINT "ledger_entries_reference_check" CHECK (("ledger_entries"."reference_type" is null) = ("ledger_entries"."reference_id" is null))
);
--> statement-breakpoint
CREATE TABLE "status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"machine" text NOT NULL,
	"entity_id" integer NOT NULL,
	"from_status" integer,
	"to_status" integer NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text,
	"note" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_history_machine_check" CHECK ("status_history"."machine" in ('order', 'prescription')),
	CONSTRAINT "status_history_actor_kind_check" CHECK ("status_history"."actor_kind" in ('staff', 'customer', 'system')),
	CONSTRAINT "status_history_move_check" CHECK ("status_history"."from_status" is distinct from "status_history"."to_status")
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account_id_ledger_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_accounts"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_accounts_owner_idx" ON "ledger_accounts" USING btree ("owner_type","owner_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_idempotency_idx" ON "ledger_entries" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_entries_reference_idx" ON "ledger_entries" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "status_history_entity_idx" ON "status_history" USING btree ("machine","entity_id","id");