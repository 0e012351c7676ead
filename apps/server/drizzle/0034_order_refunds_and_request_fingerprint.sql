ALTER TABLE "outbox" DROP CONSTRAINT "outbox_channel_known";--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_status_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "request_fingerprint" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_channel_known" CHECK ("outbox"."channel" in ('email', 'push', 'sms', 'refund'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" in ('on_delivery', 'awaiting', 'paid', 'failed', 'refund_pending', 'refunded'));