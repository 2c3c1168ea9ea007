CREATE TABLE "kpi_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"cost_per_hour" numeric(10, 2) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kpi_settings_single_row_check" CHECK ("kpi_settings"."id" = 1),
	CONSTRAINT "kpi_settings_cost_check" CHECK ("kpi_settings"."cost_per_hour" >= 0)
);
