-- The command center's weekly totals per job title (docs/product.md §11.11): headcount employed, hours, revenue basis and
-- submitted timesheets, ~105 weeks × a dozen titles, so a two-year answer reads about a thousand rows. Built on
-- kpi_week_hours and refreshed right after it by the job runner.
CREATE MATERIALIZED VIEW "kpi_week_totals" AS
WITH weeks AS (
  SELECT d::date AS week
  FROM generate_series(
    date_trunc('week', least(coalesce((SELECT min(week_start) FROM timesheet_weeks), current_date), current_date - 735))::date,
    date_trunc('week', current_date + 7)::date,
    interval '7 days') d),
people AS (
  SELECT c.id, coalesce(c.job_title_id, '00000000-0000-0000-0000-000000000000'::uuid) AS job_title_key,
    c.start_date, c.left_on, c.is_active, coalesce(c.hourly_rate, 0)::float8 AS rate
  FROM consultants c WHERE c.is_active OR c.left_on IS NOT NULL),
head AS (
  SELECT w.week, p.job_title_key, count(*)::int AS headcount, (count(*) FILTER (WHERE p.is_active))::int AS active_headcount
  FROM weeks w JOIN people p ON (p.start_date IS NULL OR p.start_date <= w.week + 4) AND (p.left_on IS NULL OR p.left_on > w.week)
  GROUP BY w.week, p.job_title_key),
hours AS (
  SELECT k.week_start AS week, p.job_title_key,
    sum(k.billable_hours)::float8 AS billable_hours, sum(k.worked_hours)::float8 AS worked_hours,
    sum(k.time_off_hours)::float8 AS time_off_hours, sum(k.billable_hours * p.rate)::float8 AS revenue,
    (count(*) FILTER (WHERE k.status IN ('submitted', 'approved') AND p.is_active
      AND (p.start_date IS NULL OR p.start_date <= k.week_start + 4) AND (p.left_on IS NULL OR p.left_on > k.week_start)))::int
      AS submitted
  FROM kpi_week_hours k JOIN people p ON p.id = k.consultant_id
  GROUP BY k.week_start, p.job_title_key)
SELECT coalesce(h.week, x.week) AS week, coalesce(h.job_title_key, x.job_title_key) AS job_title_key,
  coalesce(h.headcount, 0) AS headcount, coalesce(h.active_headcount, 0) AS active_headcount,
  coalesce(x.billable_hours, 0) AS billable_hours, coalesce(x.worked_hours, 0) AS worked_hours,
  coalesce(x.time_off_hours, 0) AS time_off_hours, coalesce(x.revenue, 0) AS revenue, coalesce(x.submitted, 0) AS submitted
FROM head h FULL JOIN hours x ON x.week = h.week AND x.job_title_key = h.job_title_key;
--> statement-breakpoint
CREATE UNIQUE INDEX "kpi_week_totals_week_title_idx" ON "kpi_week_totals" ("week", "job_title_key");
