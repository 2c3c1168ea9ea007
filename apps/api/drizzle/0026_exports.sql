CREATE TABLE "firm_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"tables_total" integer DEFAULT 0 NOT NULL,
	"tables_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"storage_key" text,
	"size_bytes" bigint,
	"failure" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "firm_exports_status_check" CHECK ("firm_exports"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "firm_exports_progress_check" CHECK ("firm_exports"."rows_done" >= 0 and "firm_exports"."tables_done" >= 0)
);
--> statement-breakpoint
CREATE INDEX "firm_exports_created_at_idx" ON "firm_exports" USING btree ("created_at");