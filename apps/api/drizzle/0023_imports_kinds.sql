CREATE TABLE "import_column_mappings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"header_key" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_column_mappings_kind_header_key" UNIQUE("kind","header_key"),
	CONSTRAINT "import_column_mappings_kind_check" CHECK ("import_column_mappings"."kind" in ('consultants', 'clients', 'contacts', 'engagements', 'assignments', 'timesheet_hours'))
);
--> statement-breakpoint
ALTER TABLE "import_runs" DROP CONSTRAINT "import_runs_kind_check";--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_kind_check" CHECK ("import_runs"."kind" in ('consultants', 'clients', 'contacts', 'engagements', 'assignments', 'timesheet_hours'));