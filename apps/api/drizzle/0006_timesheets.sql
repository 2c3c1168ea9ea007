CREATE TABLE "engagement_timesheet_settings" (
	"engagement_id" uuid PRIMARY KEY NOT NULL,
	"notes_required" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"holiday_date" date PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timesheet_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"line_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_entries_line_date_key" UNIQUE("line_id","entry_date"),
	CONSTRAINT "timesheet_entries_hours_check" CHECK ("timesheet_entries"."hours" >= 0 and "timesheet_entries"."hours" <= 24)
);
--> statement-breakpoint
CREATE TABLE "timesheet_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_id" uuid NOT NULL,
	"engagement_id" uuid,
	"category" text NOT NULL,
	"billable" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_lines_week_engagement_category_key" UNIQUE NULLS NOT DISTINCT("week_id","engagement_id","category"),
	CONSTRAINT "timesheet_lines_category_check" CHECK ("timesheet_lines"."category" in ('engagement', 'admin', 'training', 'sales', 'time_off')),
	CONSTRAINT "timesheet_lines_engagement_check" CHECK (("timesheet_lines"."category" = 'engagement') = ("timesheet_lines"."engagement_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "timesheet_reminders" (
	"consultant_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_reminders_consultant_week_key" UNIQUE("consultant_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "timesheet_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"allocation_threshold_pct" integer DEFAULT 25 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_settings_singleton_check" CHECK ("timesheet_settings"."id" = 1),
	CONSTRAINT "timesheet_settings_threshold_check" CHECK ("timesheet_settings"."allocation_threshold_pct" between 1 and 200)
);
--> statement-breakpoint
CREATE TABLE "timesheet_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"rejection_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_user_id" uuid,
	"anomalies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"anomaly_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timesheet_weeks_consultant_week_key" UNIQUE("consultant_id","week_start"),
	CONSTRAINT "timesheet_weeks_status_check" CHECK ("timesheet_weeks"."status" in ('draft', 'submitted', 'approved', 'rejected')),
	CONSTRAINT "timesheet_weeks_monday_check" CHECK (extract(isodow from "timesheet_weeks"."week_start") = 1),
	CONSTRAINT "timesheet_weeks_reason_check" CHECK ("timesheet_weeks"."status" <> 'rejected' or "timesheet_weeks"."rejection_reason" is not null),
	CONSTRAINT "timesheet_weeks_anomaly_codes_check" CHECK ("timesheet_weeks"."anomaly_codes" <@ array['over_allocation', 'under_allocation', 'not_assigned', 'same_as_last_week', 'weekend', 'holiday', 'long_day', 'missing_note', 'after_engagement_end']::text[])
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "jobs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"singleton_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_singleton_key_unique" UNIQUE("singleton_key"),
	CONSTRAINT "jobs_status_check" CHECK ("jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "jobs_attempts_check" CHECK ("jobs"."attempts" >= 0 and "jobs"."max_attempts" >= 1)
);
--> statement-breakpoint
ALTER TABLE "engagement_timesheet_settings" ADD CONSTRAINT "engagement_timesheet_settings_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_entries" ADD CONSTRAINT "timesheet_entries_line_id_timesheet_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."timesheet_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_week_id_timesheet_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."timesheet_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_lines" ADD CONSTRAINT "timesheet_lines_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_reminders" ADD CONSTRAINT "timesheet_reminders_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timesheet_weeks" ADD CONSTRAINT "timesheet_weeks_decided_by_user_id_user_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timesheet_lines_engagement_id_idx" ON "timesheet_lines" USING btree ("engagement_id");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_week_status_idx" ON "timesheet_weeks" USING btree ("week_start","status");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_finished_at_idx" ON "jobs" USING btree ("finished_at");--> statement-breakpoint
-- Hand-written: the one settings row exists from the start.
INSERT INTO "timesheet_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
