-- The command center's weekly hours per person (docs/product.md §11.11): one row per timesheet week, refreshed by the job
-- runner (refresh materialized view concurrently), so the KPIs read ~2,000 people × 104 weeks instead of every entry.
CREATE MATERIALIZED VIEW "kpi_week_hours" AS
SELECT w.consultant_id, w.week_start, w.status,
  coalesce(sum(e.hours) FILTER (WHERE l.billable), 0)::float8 AS billable_hours,
  coalesce(sum(e.hours) FILTER (WHERE l.category <> 'time_off'), 0)::float8 AS worked_hours,
  coalesce(sum(e.hours) FILTER (WHERE l.category = 'time_off'), 0)::float8 AS time_off_hours
FROM timesheet_weeks w
LEFT JOIN timesheet_lines l ON l.week_id = w.id
LEFT JOIN timesheet_entries e ON e.line_id = l.id
GROUP BY w.consultant_id, w.week_start, w.status;
--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_week_hours_person_week_idx" ON "kpi_week_hours" ("consultant_id", "week_start");
--> statement-breakpoint
CREATE INDEX "kpi_week_hours_week_idx" ON "kpi_week_hours" ("week_start");
--> statement-breakpoint
CREATE TABLE "kpi_refreshes" (
  "name" text PRIMARY KEY NOT NULL,
  "refreshed_at" timestamp with time zone NOT NULL DEFAULT now()
);
