ALTER TABLE "user" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
-- Photos are uploads only (docs/decisions/007-photos-are-uploads-only.md): outside addresses are dropped (the
-- profile shows initials until a photo is uploaded) and the database refuses new ones.
UPDATE "consultants" SET "photo_url" = NULL WHERE "photo_url" !~ '^/api/uploads/[0-9a-f-]{36}\.(png|jpg|webp|gif)$';--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_photo_url_upload_check" CHECK ("photo_url" ~ '^/api/uploads/[0-9a-f-]{36}\.(png|jpg|webp|gif)$');
