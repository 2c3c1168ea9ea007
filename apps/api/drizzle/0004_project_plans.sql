CREATE TABLE "plan_dependencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"predecessor_id" uuid NOT NULL,
	"successor_id" uuid NOT NULL,
	"type" text DEFAULT 'FS' NOT NULL,
	"lag_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_dependencies_type_check" CHECK ("plan_dependencies"."type" in ('FS', 'SS')),
	CONSTRAINT "plan_dependencies_self_check" CHECK ("plan_dependencies"."predecessor_id" <> "plan_dependencies"."successor_id")
);
--> statement-breakpoint
CREATE TABLE "plan_share_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"hide_people" boolean DEFAULT true NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"is_milestone" boolean DEFAULT false NOT NULL,
	"assignee_id" uuid,
	"sort_order" integer NOT NULL,
	"baseline_start" date,
	"baseline_end" date,
	CONSTRAINT "plan_tasks_dates_check" CHECK ("plan_tasks"."end_date" >= "plan_tasks"."start_date"),
	CONSTRAINT "plan_tasks_progress_check" CHECK ("plan_tasks"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "plan_template_dependencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"predecessor_id" uuid NOT NULL,
	"successor_id" uuid NOT NULL,
	"type" text DEFAULT 'FS' NOT NULL,
	"lag_days" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "plan_template_dependencies_type_check" CHECK ("plan_template_dependencies"."type" in ('FS', 'SS'))
);
--> statement-breakpoint
CREATE TABLE "plan_template_tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"offset_days" integer DEFAULT 0 NOT NULL,
	"duration_days" integer DEFAULT 1 NOT NULL,
	"is_milestone" boolean DEFAULT false NOT NULL,
	"default_role_id" uuid,
	"sort_order" integer NOT NULL,
	CONSTRAINT "plan_template_tasks_offset_check" CHECK ("plan_template_tasks"."offset_days" >= 0),
	CONSTRAINT "plan_template_tasks_duration_check" CHECK ("plan_template_tasks"."duration_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "plan_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"engagement_type" text NOT NULL,
	"description" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_templates_engagement_type_check" CHECK ("plan_templates"."engagement_type" in ('project', 'trust360', 'retainer'))
);
--> statement-breakpoint
CREATE TABLE "project_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"template_id" uuid,
	"name" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"baseline_saved_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_plans_status_check" CHECK ("project_plans"."status" in ('draft', 'published'))
);
--> statement-breakpoint
ALTER TABLE "plan_dependencies" ADD CONSTRAINT "plan_dependencies_plan_id_project_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."project_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_dependencies" ADD CONSTRAINT "plan_dependencies_predecessor_id_plan_tasks_id_fk" FOREIGN KEY ("predecessor_id") REFERENCES "public"."plan_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_dependencies" ADD CONSTRAINT "plan_dependencies_successor_id_plan_tasks_id_fk" FOREIGN KEY ("successor_id") REFERENCES "public"."plan_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_share_links" ADD CONSTRAINT "plan_share_links_plan_id_project_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."project_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_share_links" ADD CONSTRAINT "plan_share_links_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_tasks" ADD CONSTRAINT "plan_tasks_plan_id_project_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."project_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_tasks" ADD CONSTRAINT "plan_tasks_parent_id_plan_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plan_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_tasks" ADD CONSTRAINT "plan_tasks_assignee_id_consultants_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_template_dependencies" ADD CONSTRAINT "plan_template_dependencies_template_id_plan_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."plan_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_template_dependencies" ADD CONSTRAINT "plan_template_dependencies_predecessor_id_plan_template_tasks_id_fk" FOREIGN KEY ("predecessor_id") REFERENCES "public"."plan_template_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_template_dependencies" ADD CONSTRAINT "plan_template_dependencies_successor_id_plan_template_tasks_id_fk" FOREIGN KEY ("successor_id") REFERENCES "public"."plan_template_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_template_tasks" ADD CONSTRAINT "plan_template_tasks_template_id_plan_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."plan_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_template_tasks" ADD CONSTRAINT "plan_template_tasks_parent_id_plan_template_tasks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plan_template_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_template_tasks" ADD CONSTRAINT "plan_template_tasks_default_role_id_engagement_roles_id_fk" FOREIGN KEY ("default_role_id") REFERENCES "public"."engagement_roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_template_id_plan_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."plan_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_plans" ADD CONSTRAINT "project_plans_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_dependencies_plan_idx" ON "plan_dependencies" USING btree ("plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plan_share_links_token_idx" ON "plan_share_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "plan_share_links_plan_idx" ON "plan_share_links" USING btree ("plan_id");--> statement-breakpoint
CREATE INDEX "plan_tasks_plan_idx" ON "plan_tasks" USING btree ("plan_id","sort_order");--> statement-breakpoint
CREATE INDEX "plan_tasks_assignee_idx" ON "plan_tasks" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "plan_tasks_milestones_idx" ON "plan_tasks" USING btree ("plan_id","start_date") WHERE "plan_tasks"."is_milestone";--> statement-breakpoint
CREATE INDEX "plan_template_dependencies_template_idx" ON "plan_template_dependencies" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "plan_template_tasks_template_idx" ON "plan_template_tasks" USING btree ("template_id","sort_order");--> statement-breakpoint
CREATE INDEX "plan_templates_type_idx" ON "plan_templates" USING btree ("engagement_type","display_order");--> statement-breakpoint
CREATE UNIQUE INDEX "project_plans_engagement_idx" ON "project_plans" USING btree ("engagement_id");