CREATE TABLE "import_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"dry_run" boolean NOT NULL,
	"create_missing" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"report" jsonb,
	"file" "bytea",
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "import_runs_kind_check" CHECK ("import_runs"."kind" in ('consultants', 'clients', 'contacts')),
	CONSTRAINT "import_runs_status_check" CHECK ("import_runs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "import_runs_rows_check" CHECK ("import_runs"."rows_done" >= 0 and "import_runs"."rows_total" >= 0)
);
--> statement-breakpoint
CREATE INDEX "import_runs_created_at_idx" ON "import_runs" USING btree ("created_at");