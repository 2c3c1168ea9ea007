CREATE TABLE "resource_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"requester_user_id" uuid,
	"engagement_role_id" uuid,
	"job_title_id" uuid,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"certifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hours_per_week" numeric(6, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"time_zone_window" jsonb,
	"priority" text DEFAULT 'medium' NOT NULL,
	"notes" text,
	"status" text DEFAULT 'Draft' NOT NULL,
	"status_reason" text,
	"submitted_at" timestamp with time zone,
	"staffed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_requests_status_check" CHECK ("resource_requests"."status" in ('Draft', 'Submitted', 'In Review', 'Partially Staffed', 'Staffed', 'Cancelled', 'Rejected')),
	CONSTRAINT "resource_requests_priority_check" CHECK ("resource_requests"."priority" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "resource_requests_dates_check" CHECK ("resource_requests"."end_date" >= "resource_requests"."start_date"),
	CONSTRAINT "resource_requests_hours_check" CHECK ("resource_requests"."hours_per_week" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "staffing_proposals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"hours_per_week" numeric(6, 2) NOT NULL,
	"score" numeric(5, 1),
	"proposed_by_user_id" uuid,
	"assignment_id" uuid,
	"override_reason" text,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffing_proposals_status_check" CHECK ("staffing_proposals"."status" in ('proposed', 'accepted', 'declined')),
	CONSTRAINT "staffing_proposals_hours_check" CHECK ("staffing_proposals"."hours_per_week" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "staffing_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"weights" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staffing_settings_single_row_check" CHECK ("staffing_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "resource_requests" ADD CONSTRAINT "resource_requests_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_requests" ADD CONSTRAINT "resource_requests_requester_user_id_user_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_requests" ADD CONSTRAINT "resource_requests_engagement_role_id_engagement_roles_id_fk" FOREIGN KEY ("engagement_role_id") REFERENCES "public"."engagement_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_requests" ADD CONSTRAINT "resource_requests_job_title_id_consultant_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."consultant_job_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_proposals" ADD CONSTRAINT "staffing_proposals_request_id_resource_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."resource_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_proposals" ADD CONSTRAINT "staffing_proposals_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_proposals" ADD CONSTRAINT "staffing_proposals_proposed_by_user_id_user_id_fk" FOREIGN KEY ("proposed_by_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_proposals" ADD CONSTRAINT "staffing_proposals_assignment_id_engagement_consultants_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."engagement_consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resource_requests_engagement_id_idx" ON "resource_requests" USING btree ("engagement_id");--> statement-breakpoint
CREATE INDEX "resource_requests_requester_idx" ON "resource_requests" USING btree ("requester_user_id","created_at");--> statement-breakpoint
CREATE INDEX "resource_requests_status_idx" ON "resource_requests" USING btree ("status","priority","start_date");--> statement-breakpoint
CREATE INDEX "resource_requests_start_date_idx" ON "resource_requests" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "resource_requests_engagement_role_id_idx" ON "resource_requests" USING btree ("engagement_role_id");--> statement-breakpoint
CREATE INDEX "resource_requests_job_title_id_idx" ON "resource_requests" USING btree ("job_title_id");--> statement-breakpoint
CREATE INDEX "resource_requests_skills_idx" ON "resource_requests" USING gin ("skills");--> statement-breakpoint
CREATE UNIQUE INDEX "staffing_proposals_live_key" ON "staffing_proposals" USING btree ("request_id","consultant_id") WHERE "staffing_proposals"."status" <> 'declined';--> statement-breakpoint
CREATE INDEX "staffing_proposals_consultant_status_idx" ON "staffing_proposals" USING btree ("consultant_id","status");--> statement-breakpoint
CREATE INDEX "staffing_proposals_assignment_id_idx" ON "staffing_proposals" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "staffing_proposals_proposed_by_user_id_idx" ON "staffing_proposals" USING btree ("proposed_by_user_id");