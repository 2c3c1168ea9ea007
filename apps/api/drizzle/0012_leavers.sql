ALTER TABLE "consultants" ADD COLUMN "left_on" date;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_left_on_check" CHECK ("left_on" is null or not "is_active");
