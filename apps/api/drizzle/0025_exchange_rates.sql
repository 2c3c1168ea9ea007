CREATE TABLE "exchange_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"currency" char(3) NOT NULL,
	"rate" numeric(18, 6) NOT NULL,
	"effective_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exchange_rates_currency_date_key" UNIQUE("currency","effective_on"),
	CONSTRAINT "exchange_rates_currency_check" CHECK ("exchange_rates"."currency" ~ '^[A-Z]{3}$'),
	CONSTRAINT "exchange_rates_rate_check" CHECK ("exchange_rates"."rate" > 0)
);
--> statement-breakpoint
-- The weekly totals again, with the person-weeks that have a timesheet (the utilisation's capacity counts only
-- those, so weeks nobody has filled yet do not dilute it) and hours only from weeks a person was employed; revenue
-- moves to kpi_week_revenue, per currency of the engagement the hours were billed to.
DROP MATERIALIZED VIEW "kpi_week_totals";
--> statement-breakpoint
CREATE MATERIALIZED VIEW "kpi_week_totals" AS
WITH weeks AS (
  SELECT d::date AS week
  FROM generate_series(
    date_trunc('week', least(coalesce((SELECT min(week_start) FROM timesheet_weeks), current_date), current_date - 735))::date,
    date_trunc('week', current_date + 7)::date,
    interval '7 days') d),
people AS (
  SELECT c.id, coalesce(c.job_title_id, '00000000-0000-0000-0000-000000000000'::uuid) AS job_title_key,
    c.start_date, c.left_on, c.is_active
  FROM consultants c WHERE c.is_active OR c.left_on IS NOT NULL),
head AS (
  SELECT w.week, p.job_title_key, count(*)::int AS headcount, (count(*) FILTER (WHERE p.is_active))::int AS active_headcount
  FROM weeks w JOIN people p ON (p.start_date IS NULL OR p.start_date <= w.week + 4) AND (p.left_on IS NULL OR p.left_on > w.week)
  GROUP BY w.week, p.job_title_key),
hours AS (
  SELECT k.week_start AS week, p.job_title_key, count(*)::int AS tracked_headcount,
    sum(k.billable_hours)::float8 AS billable_hours, sum(k.worked_hours)::float8 AS worked_hours,
    sum(k.time_off_hours)::float8 AS time_off_hours,
    (count(*) FILTER (WHERE k.status IN ('submitted', 'approved') AND p.is_active))::int AS submitted
  FROM kpi_week_hours k JOIN people p ON p.id = k.consultant_id
    AND (p.start_date IS NULL OR p.start_date <= k.week_start + 4) AND (p.left_on IS NULL OR p.left_on > k.week_start)
  GROUP BY k.week_start, p.job_title_key)
SELECT coalesce(h.week, x.week) AS week, coalesce(h.job_title_key, x.job_title_key) AS job_title_key,
  coalesce(h.headcount, 0) AS headcount, coalesce(h.active_headcount, 0) AS active_headcount,
  coalesce(x.tracked_headcount, 0) AS tracked_headcount,
  coalesce(x.billable_hours, 0) AS billable_hours, coalesce(x.worked_hours, 0) AS worked_hours,
  coalesce(x.time_off_hours, 0) AS time_off_hours, coalesce(x.submitted, 0) AS submitted
FROM head h FULL JOIN hours x ON x.week = h.week AND x.job_title_key = h.job_title_key;
--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_week_totals_week_title_idx" ON "kpi_week_totals" ("week", "job_title_key");
--> statement-breakpoint
-- Revenue per week, job title and currency: billable hours on an engagement × the person's rate, in the
-- engagement's currency (amounts in different currencies are never added here).
CREATE MATERIALIZED VIEW "kpi_week_revenue" AS
SELECT w.week_start AS week, coalesce(c.job_title_id, '00000000-0000-0000-0000-000000000000'::uuid) AS job_title_key,
  g.currency, sum(e.hours * coalesce(c.hourly_rate, 0))::float8 AS revenue
FROM timesheet_weeks w
JOIN consultants c ON c.id = w.consultant_id AND (c.is_active OR c.left_on IS NOT NULL)
  AND (c.start_date IS NULL OR c.start_date <= w.week_start + 4) AND (c.left_on IS NULL OR c.left_on > w.week_start)
JOIN timesheet_lines l ON l.week_id = w.id AND l.billable
JOIN engagements g ON g.id = l.engagement_id
JOIN timesheet_entries e ON e.line_id = l.id
GROUP BY w.week_start, coalesce(c.job_title_id, '00000000-0000-0000-0000-000000000000'::uuid), g.currency;
--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_week_revenue_week_title_currency_idx" ON "kpi_week_revenue" ("week", "job_title_key", "currency");
