-- Calendar feeds are cached per API instance (modules/calendar/feed-cache.ts): announce on 'praxis_calendar_feeds'
-- every change to what a feed shows or to the feeds themselves. Statement triggers with a constant payload: one
-- message per transaction however many rows it writes (Postgres folds identical payloads).
CREATE OR REPLACE FUNCTION calendar_feeds_notify()
RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('praxis_calendar_feeds', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER calendar_events_feeds_notify AFTER INSERT OR UPDATE OR DELETE ON calendar_events
FOR EACH STATEMENT EXECUTE FUNCTION calendar_feeds_notify();
--> statement-breakpoint
CREATE TRIGGER engagement_consultants_feeds_notify AFTER INSERT OR UPDATE OR DELETE ON engagement_consultants
FOR EACH STATEMENT EXECUTE FUNCTION calendar_feeds_notify();
--> statement-breakpoint
CREATE TRIGGER engagements_feeds_notify AFTER DELETE OR UPDATE OF name, start_date, end_date, status ON engagements
FOR EACH STATEMENT EXECUTE FUNCTION calendar_feeds_notify();
--> statement-breakpoint
CREATE TRIGGER consultants_feeds_notify
AFTER INSERT OR DELETE OR UPDATE OF first_name, last_name, location, user_id ON consultants
FOR EACH STATEMENT EXECUTE FUNCTION calendar_feeds_notify();
--> statement-breakpoint
CREATE TRIGGER calendar_feeds_feeds_notify AFTER DELETE OR UPDATE OF revoked_at, token_hash ON calendar_feeds
FOR EACH STATEMENT EXECUTE FUNCTION calendar_feeds_notify();
