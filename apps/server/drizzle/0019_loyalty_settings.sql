CREATE TABLE "loyalty_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"sar_to_loyalty_points" integer NOT NULL,
	"minimum_loyalty_points" integer NOT NULL,
	"maximum_loyalty_points" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "loyalty_settings_single_row" CHECK ("loyalty_settings"."id" = 1),
	CONSTRAINT "loyalty_settings_rate_check" CHECK ("loyalty_settings"."sar_to_loyalty_points" >= 1),
	CONSTRAINT "loyalty_settings_limits_check" CHECK ("loyalty_settings"."minimum_loyalty_points" >= 0 and "loyalty_settings"."maximum_loyalty_points" >= 0)
);
