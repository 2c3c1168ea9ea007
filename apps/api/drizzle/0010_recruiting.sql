CREATE TABLE "candidate_stage_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"stage" text NOT NULL,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidate_stage_events_stage_check" CHECK ("candidate_stage_events"."stage" in ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"linkedin_url" text,
	"source" text NOT NULL,
	"stage" text DEFAULT 'applied' NOT NULL,
	"stage_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_id" uuid,
	"referrer_user_id" uuid,
	"notes" text,
	"rejection_reason" text,
	"start_date" date,
	"cv_key" text,
	"cv_file_name" text,
	"cv_content_type" text,
	"erased_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_stage_check" CHECK ("candidates"."stage" in ('applied', 'screening', 'interview', 'offer', 'hired', 'rejected')),
	CONSTRAINT "candidates_source_check" CHECK ("candidates"."source" in ('referral', 'job_board', 'agency', 'direct'))
);
--> statement-breakpoint
CREATE TABLE "interview_interviewers" (
	"interview_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	CONSTRAINT "interview_interviewers_interview_id_consultant_id_pk" PRIMARY KEY("interview_id","consultant_id")
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 60 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"position_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"product_id" uuid,
	"min_rating" smallint NOT NULL,
	CONSTRAINT "position_skills_key" UNIQUE NULLS NOT DISTINCT("position_id","category_id","product_id"),
	CONSTRAINT "position_skills_min_rating_check" CHECK ("position_skills"."min_rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"job_title_id" uuid,
	"location" text,
	"time_zone" text,
	"hiring_manager_id" uuid,
	"target_start" date,
	"headcount" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "positions_status_check" CHECK ("positions"."status" in ('draft', 'open', 'on_hold', 'filled', 'closed')),
	CONSTRAINT "positions_headcount_check" CHECK ("positions"."headcount" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "interview_scorecards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"interviewer_id" uuid NOT NULL,
	"ratings" jsonb NOT NULL,
	"recommendation" text NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interview_scorecards_key" UNIQUE("interview_id","interviewer_id"),
	CONSTRAINT "interview_scorecards_recommendation_check" CHECK ("interview_scorecards"."recommendation" in ('strong_no', 'no', 'yes', 'strong_yes'))
);
--> statement-breakpoint
ALTER TABLE "candidate_stage_events" ADD CONSTRAINT "candidate_stage_events_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_owner_id_consultants_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidates" ADD CONSTRAINT "candidates_referrer_user_id_user_id_fk" FOREIGN KEY ("referrer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_interviewers" ADD CONSTRAINT "interview_interviewers_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_category_id_platform_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."platform_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_skills" ADD CONSTRAINT "position_skills_product_id_platform_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."platform_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_job_title_id_consultant_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."consultant_job_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_hiring_manager_id_consultants_id_fk" FOREIGN KEY ("hiring_manager_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_scorecards" ADD CONSTRAINT "interview_scorecards_interviewer_id_consultants_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "candidate_stage_events_candidate_idx" ON "candidate_stage_events" USING btree ("candidate_id","entered_at");--> statement-breakpoint
CREATE INDEX "candidates_position_stage_idx" ON "candidates" USING btree ("position_id","stage");--> statement-breakpoint
CREATE INDEX "candidates_referrer_idx" ON "candidates" USING btree ("referrer_user_id");--> statement-breakpoint
CREATE INDEX "candidates_stage_changed_idx" ON "candidates" USING btree ("stage","stage_changed_at");--> statement-breakpoint
CREATE INDEX "interviews_candidate_idx" ON "interviews" USING btree ("candidate_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "positions_status_idx" ON "positions" USING btree ("status");