-- Holidays have one home: the admin calendar (calendar_events, kind 'holiday'). The firm-wide list the timesheet
-- anomaly rules used to read moves there (no location: everywhere), then its table goes.
INSERT INTO "calendar_events" ("kind", "title", "starts_at", "ends_at", "all_day")
SELECT 'holiday', ph."name", ph."holiday_date"::timestamp AT TIME ZONE 'UTC',
       (ph."holiday_date" + 1)::timestamp AT TIME ZONE 'UTC', true
  FROM "public_holidays" ph
 WHERE NOT EXISTS (
   SELECT 1 FROM "calendar_events" e
    WHERE e."kind" = 'holiday' AND e."location" IS NULL
      AND e."starts_at" = ph."holiday_date"::timestamp AT TIME ZONE 'UTC');--> statement-breakpoint
DROP TABLE "public_holidays" CASCADE;
