CREATE TABLE "status_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"author_user_id" uuid,
	"week_start" date NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"overall_status" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"accomplishments" text DEFAULT '' NOT NULL,
	"next_steps" text DEFAULT '' NOT NULL,
	"risks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipient_consultant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recipient_contact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "status_updates_state_check" CHECK ("status_updates"."state" in ('draft', 'sent')),
	CONSTRAINT "status_updates_overall_status_check" CHECK ("status_updates"."overall_status" in ('green', 'yellow', 'red')),
	CONSTRAINT "status_updates_sent_check" CHECK (("status_updates"."state" = 'sent') = ("status_updates"."sent_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "status_updates" ADD CONSTRAINT "status_updates_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "status_updates" ADD CONSTRAINT "status_updates_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "status_updates_engagement_sent_idx" ON "status_updates" USING btree ("engagement_id","sent_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "status_updates_week_idx" ON "status_updates" USING btree ("week_start");--> statement-breakpoint
CREATE INDEX "status_updates_author_idx" ON "status_updates" USING btree ("author_user_id");