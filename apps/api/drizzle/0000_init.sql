CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"user_id" uuid NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"issuer" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certifications_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "consultant_job_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_job_titles_not_ceo_check" CHECK (lower(trim("consultant_job_titles"."title")) <> 'ceo'),
	CONSTRAINT "consultant_job_titles_title_check" CHECK (length(trim("consultant_job_titles"."title")) > 0)
);
--> statement-breakpoint
CREATE TABLE "engagement_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_roles_title_unique" UNIQUE("title")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "languages_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "platform_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"platform" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "platform_products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"category_id" uuid NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_products_category_id_name_key" UNIQUE("category_id","name")
);
--> statement-breakpoint
CREATE TABLE "project_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "consultant_certifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"certification_id" uuid NOT NULL,
	"issued_on" date,
	"expires_on" date,
	"credential_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_certifications_consultant_certification_key" UNIQUE("consultant_id","certification_id"),
	CONSTRAINT "consultant_certifications_dates_check" CHECK ("consultant_certifications"."expires_on" >= "consultant_certifications"."issued_on")
);
--> statement-breakpoint
CREATE TABLE "consultant_education" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"education" text NOT NULL,
	"institution" text,
	"degree" text,
	"field" text,
	"start_year" smallint,
	"end_year" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_education_years_check" CHECK ("consultant_education"."end_year" >= "consultant_education"."start_year")
);
--> statement-breakpoint
CREATE TABLE "consultant_expertise" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"product_id" uuid,
	"rating" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_expertise_consultant_category_product_key" UNIQUE NULLS NOT DISTINCT("consultant_id","category_id","product_id"),
	CONSTRAINT "consultant_expertise_rating_check" CHECK ("consultant_expertise"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "consultant_languages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consultant_id" uuid NOT NULL,
	"language_id" uuid NOT NULL,
	"proficiency" text DEFAULT 'fluent' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultant_languages_consultant_language_key" UNIQUE("consultant_id","language_id"),
	CONSTRAINT "consultant_languages_proficiency_check" CHECK ("consultant_languages"."proficiency" in ('basic', 'conversational', 'fluent', 'native'))
);
--> statement-breakpoint
CREATE TABLE "consultants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"photo_url" text,
	"email" text NOT NULL,
	"phone" text,
	"location" text,
	"bio" text,
	"availability_status" text DEFAULT 'available' NOT NULL,
	"start_date" date,
	"hourly_rate" numeric(10, 2),
	"linkedin_url" text,
	"time_zone" text,
	"job_title_id" uuid,
	"role" text DEFAULT 'employee' NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "consultants_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "consultants_email_unique" UNIQUE("email"),
	CONSTRAINT "consultants_role_check" CHECK ("consultants"."role" in ('admin', 'Project Manager', 'employee')),
	CONSTRAINT "consultants_availability_status_check" CHECK ("consultants"."availability_status" in ('available', 'partially_available', 'busy', 'on_leave')),
	CONSTRAINT "consultants_hourly_rate_check" CHECK ("consultants"."hourly_rate" >= 0)
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"client_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text,
	"phone" text,
	"title" text,
	"is_primary" boolean DEFAULT false NOT NULL,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"logo_url" text,
	"industry" text,
	"website" text,
	"status" text DEFAULT 'prospect' NOT NULL,
	"account_owner_id" uuid,
	"notes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_name_unique" UNIQUE("name"),
	CONSTRAINT "clients_status_check" CHECK ("clients"."status" in ('prospect', 'active', 'former'))
);
--> statement-breakpoint
CREATE TABLE "engagement_consultants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"consultant_id" uuid NOT NULL,
	"engagement_role_id" uuid,
	"start_date" date,
	"end_date" date,
	"hours_allocated" numeric(10, 2),
	"hours_used" numeric(10, 2) DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagement_consultants_dates_check" CHECK ("engagement_consultants"."end_date" >= "engagement_consultants"."start_date"),
	CONSTRAINT "engagement_consultants_hours_allocated_check" CHECK ("engagement_consultants"."hours_allocated" >= 0),
	CONSTRAINT "engagement_consultants_hours_used_check" CHECK ("engagement_consultants"."hours_used" >= 0)
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"client_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pipeline' NOT NULL,
	"project_temperature" text DEFAULT 'green' NOT NULL,
	"start_date" date,
	"end_date" date,
	"description" text,
	"billing_type" text,
	"budget_hours" numeric(10, 2),
	"budget_amount" numeric(14, 2),
	"currency" char(3) DEFAULT 'USD' NOT NULL,
	"project_category_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "engagements_type_check" CHECK ("engagements"."type" in ('project', 'trust360', 'retainer')),
	CONSTRAINT "engagements_status_check" CHECK ("engagements"."status" in ('pipeline', 'active', 'on_hold', 'completed', 'cancelled')),
	CONSTRAINT "engagements_project_temperature_check" CHECK ("engagements"."project_temperature" in ('green', 'yellow', 'red')),
	CONSTRAINT "engagements_billing_type_check" CHECK ("engagements"."billing_type" in ('time_and_materials', 'fixed_fee', 'retainer')),
	CONSTRAINT "engagements_dates_check" CHECK ("engagements"."end_date" >= "engagements"."start_date"),
	CONSTRAINT "engagements_budget_hours_check" CHECK ("engagements"."budget_hours" >= 0),
	CONSTRAINT "engagements_budget_amount_check" CHECK ("engagements"."budget_amount" >= 0),
	CONSTRAINT "engagements_currency_check" CHECK ("engagements"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
CREATE TABLE "improvement_request_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"author_user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "improvement_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"category" text,
	"problem_statement" text,
	"proposed_solution" text,
	"status" text DEFAULT 'Requested' NOT NULL,
	"kind" text DEFAULT 'internal' NOT NULL,
	"engagement_id" uuid,
	"priority" text DEFAULT 'medium' NOT NULL,
	"user_id" uuid,
	"consultant_id" uuid,
	"assignee_id" uuid,
	"due_date" date,
	"position" double precision DEFAULT 0 NOT NULL,
	"error_details" jsonb,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "improvement_requests_status_check" CHECK ("improvement_requests"."status" in ('Requested', 'Under Review', 'Approved', 'In Progress', 'Done', 'Rejected')),
	CONSTRAINT "improvement_requests_kind_check" CHECK ("improvement_requests"."kind" in ('internal', 'engagement')),
	CONSTRAINT "improvement_requests_priority_check" CHECK ("improvement_requests"."priority" in ('low', 'medium', 'high', 'critical')),
	CONSTRAINT "improvement_requests_engagement_check" CHECK ("improvement_requests"."kind" <> 'engagement' or "improvement_requests"."engagement_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_user_id" uuid NOT NULL,
	"recipient_consultant_id" uuid,
	"type" text DEFAULT 'info' NOT NULL,
	"title" text NOT NULL,
	"body" text,
	"link" text,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_whitelist" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_whitelist_email_unique" UNIQUE("email"),
	CONSTRAINT "admin_whitelist_email_lower_check" CHECK ("admin_whitelist"."email" = lower("admin_whitelist"."email"))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"succeeded" boolean NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"role_name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_id_role_name_key" UNIQUE("user_id","role_name"),
	CONSTRAINT "user_roles_role_name_check" CHECK ("user_roles"."role_name" in ('Admin', 'admin', 'Project Manager', 'employee'))
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor_user_id" uuid,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_check" CHECK ("audit_log"."action" in ('create', 'update', 'delete'))
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_products" ADD CONSTRAINT "platform_products_category_id_platform_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."platform_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_certifications" ADD CONSTRAINT "consultant_certifications_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_certifications" ADD CONSTRAINT "consultant_certifications_certification_id_certifications_id_fk" FOREIGN KEY ("certification_id") REFERENCES "public"."certifications"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_education" ADD CONSTRAINT "consultant_education_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_expertise" ADD CONSTRAINT "consultant_expertise_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_expertise" ADD CONSTRAINT "consultant_expertise_category_id_platform_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."platform_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_expertise" ADD CONSTRAINT "consultant_expertise_product_id_platform_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."platform_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_languages" ADD CONSTRAINT "consultant_languages_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultant_languages" ADD CONSTRAINT "consultant_languages_language_id_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."languages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultants" ADD CONSTRAINT "consultants_job_title_id_consultant_job_titles_id_fk" FOREIGN KEY ("job_title_id") REFERENCES "public"."consultant_job_titles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_account_owner_id_consultants_id_fk" FOREIGN KEY ("account_owner_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_consultants" ADD CONSTRAINT "engagement_consultants_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_consultants" ADD CONSTRAINT "engagement_consultants_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_consultants" ADD CONSTRAINT "engagement_consultants_engagement_role_id_engagement_roles_id_fk" FOREIGN KEY ("engagement_role_id") REFERENCES "public"."engagement_roles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_project_category_id_project_categories_id_fk" FOREIGN KEY ("project_category_id") REFERENCES "public"."project_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_request_comments" ADD CONSTRAINT "improvement_request_comments_request_id_improvement_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."improvement_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_request_comments" ADD CONSTRAINT "improvement_request_comments_author_user_id_user_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_requests" ADD CONSTRAINT "improvement_requests_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_requests" ADD CONSTRAINT "improvement_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_requests" ADD CONSTRAINT "improvement_requests_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "improvement_requests" ADD CONSTRAINT "improvement_requests_assignee_id_consultants_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_user_id_user_id_fk" FOREIGN KEY ("recipient_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_consultant_id_consultants_id_fk" FOREIGN KEY ("recipient_consultant_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "account_provider_idx" ON "account" USING btree ("provider_id","account_id");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_identifier_idx" ON "verification" USING btree ("identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "consultant_job_titles_title_lower_key" ON "consultant_job_titles" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "consultant_certifications_certification_id_idx" ON "consultant_certifications" USING btree ("certification_id");--> statement-breakpoint
CREATE INDEX "consultant_certifications_expires_on_idx" ON "consultant_certifications" USING btree ("expires_on");--> statement-breakpoint
CREATE INDEX "consultant_education_consultant_id_idx" ON "consultant_education" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "consultant_expertise_category_rating_idx" ON "consultant_expertise" USING btree ("category_id","rating");--> statement-breakpoint
CREATE INDEX "consultant_expertise_product_id_idx" ON "consultant_expertise" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "consultant_languages_language_id_idx" ON "consultant_languages" USING btree ("language_id");--> statement-breakpoint
CREATE INDEX "consultants_name_lower_idx" ON "consultants" USING btree (lower("last_name"),lower("first_name"));--> statement-breakpoint
CREATE INDEX "consultants_first_name_lower_idx" ON "consultants" USING btree (lower("first_name"));--> statement-breakpoint
CREATE INDEX "consultants_availability_status_idx" ON "consultants" USING btree ("availability_status");--> statement-breakpoint
CREATE INDEX "consultants_job_title_id_idx" ON "consultants" USING btree ("job_title_id");--> statement-breakpoint
CREATE INDEX "consultants_role_idx" ON "consultants" USING btree ("role");--> statement-breakpoint
CREATE INDEX "consultants_location_idx" ON "consultants" USING btree ("location");--> statement-breakpoint
CREATE INDEX "consultants_is_active_idx" ON "consultants" USING btree ("is_active");--> statement-breakpoint
CREATE INDEX "client_contacts_client_id_idx" ON "client_contacts" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "client_contacts_email_lower_idx" ON "client_contacts" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "client_contacts_one_primary_key" ON "client_contacts" USING btree ("client_id") WHERE "client_contacts"."is_primary";--> statement-breakpoint
CREATE INDEX "clients_name_lower_idx" ON "clients" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "clients_status_idx" ON "clients" USING btree ("status");--> statement-breakpoint
CREATE INDEX "clients_industry_idx" ON "clients" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "clients_account_owner_id_idx" ON "clients" USING btree ("account_owner_id");--> statement-breakpoint
CREATE INDEX "engagement_consultants_engagement_id_idx" ON "engagement_consultants" USING btree ("engagement_id");--> statement-breakpoint
CREATE INDEX "engagement_consultants_consultant_dates_idx" ON "engagement_consultants" USING btree ("consultant_id","start_date","end_date");--> statement-breakpoint
CREATE INDEX "engagement_consultants_engagement_role_id_idx" ON "engagement_consultants" USING btree ("engagement_role_id");--> statement-breakpoint
CREATE INDEX "engagements_client_id_idx" ON "engagements" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "engagements_type_status_idx" ON "engagements" USING btree ("type","status");--> statement-breakpoint
CREATE INDEX "engagements_status_idx" ON "engagements" USING btree ("status");--> statement-breakpoint
CREATE INDEX "engagements_project_temperature_idx" ON "engagements" USING btree ("project_temperature");--> statement-breakpoint
CREATE INDEX "engagements_project_category_id_idx" ON "engagements" USING btree ("project_category_id");--> statement-breakpoint
CREATE INDEX "engagements_name_lower_idx" ON "engagements" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "engagements_start_date_idx" ON "engagements" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "engagements_end_date_idx" ON "engagements" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "improvement_request_comments_request_created_idx" ON "improvement_request_comments" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "improvement_request_comments_author_user_id_idx" ON "improvement_request_comments" USING btree ("author_user_id");--> statement-breakpoint
CREATE INDEX "improvement_requests_board_idx" ON "improvement_requests" USING btree ("kind","status","position");--> statement-breakpoint
CREATE INDEX "improvement_requests_status_idx" ON "improvement_requests" USING btree ("status");--> statement-breakpoint
CREATE INDEX "improvement_requests_engagement_id_idx" ON "improvement_requests" USING btree ("engagement_id");--> statement-breakpoint
CREATE INDEX "improvement_requests_user_id_idx" ON "improvement_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "improvement_requests_consultant_id_idx" ON "improvement_requests" USING btree ("consultant_id");--> statement-breakpoint
CREATE INDEX "improvement_requests_assignee_id_idx" ON "improvement_requests" USING btree ("assignee_id");--> statement-breakpoint
CREATE INDEX "improvement_requests_priority_idx" ON "improvement_requests" USING btree ("priority");--> statement-breakpoint
CREATE INDEX "improvement_requests_due_date_idx" ON "improvement_requests" USING btree ("due_date");--> statement-breakpoint
CREATE INDEX "improvement_requests_name_lower_idx" ON "improvement_requests" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "notifications_recipient_created_idx" ON "notifications" USING btree ("recipient_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("recipient_user_id") WHERE "notifications"."read_at" is null and "notifications"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_recipient_consultant_id_idx" ON "notifications" USING btree ("recipient_consultant_id");--> statement-breakpoint
CREATE INDEX "login_attempts_email_at_idx" ON "login_attempts" USING btree ("email","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_attempts_at_idx" ON "login_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_actor_user_id_idx" ON "audit_log" USING btree ("actor_user_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);