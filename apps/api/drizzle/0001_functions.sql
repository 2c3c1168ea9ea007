-- Role functions of docs/product.md §7 (same names and meaning) and the realtime trigger on notifications.

-- The primary role: the role of the consultant linked to the user; 'employee' when there is none.
CREATE OR REPLACE FUNCTION get_user_primary_role(user_uuid uuid)
RETURNS text
LANGUAGE sql
STABLE
AS $$
  SELECT coalesce(
    (SELECT c.role FROM consultants c WHERE c.user_id = user_uuid LIMIT 1),
    'employee'
  );
$$;
--> statement-breakpoint

-- For each distinct user id: the primary role and the active additional roles (record name 'Admin' read as
-- 'admin'), sorted (byte order) and without duplicates; an empty array when there are none.
CREATE OR REPLACE FUNCTION get_user_roles_bulk(user_ids uuid[])
RETURNS TABLE (user_id uuid, primary_role text, additional_roles text[])
LANGUAGE sql
STABLE
AS $$
  SELECT
    ids.id,
    coalesce(c.role, 'employee'),
    coalesce(
      (
        SELECT array_agg(r.role_name ORDER BY r.role_name COLLATE "C")
        FROM (
          SELECT DISTINCT CASE WHEN ur.role_name = 'Admin' THEN 'admin' ELSE ur.role_name END AS role_name
          FROM user_roles ur
          WHERE ur.user_id = ids.id AND ur.is_active
        ) r
      ),
      '{}'::text[]
    )
  FROM (SELECT DISTINCT u.id FROM unnest(user_ids) AS u(id) WHERE u.id IS NOT NULL) ids
  LEFT JOIN consultants c ON c.user_id = ids.id;
$$;
--> statement-breakpoint

-- Announce every change to a user's notifications on the 'notifications' channel. The payload carries only
-- the recipient, so Postgres folds identical payloads of one transaction into one message (marking 50 as read
-- wakes listeners once); listeners recount the unread items themselves.
CREATE OR REPLACE FUNCTION notifications_notify()
RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  recipient uuid;
BEGIN
  IF TG_OP = 'DELETE' THEN
    recipient := OLD.recipient_user_id;
  ELSE
    recipient := NEW.recipient_user_id;
  END IF;
  PERFORM pg_notify('notifications', json_build_object('recipient_user_id', recipient)::text);
  RETURN NULL;
END;
$$;
--> statement-breakpoint

CREATE TRIGGER notifications_notify_trigger
AFTER INSERT OR UPDATE OR DELETE ON notifications
FOR EACH ROW EXECUTE FUNCTION notifications_notify();
