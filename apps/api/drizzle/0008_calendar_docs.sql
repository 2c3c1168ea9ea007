CREATE TABLE "change_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"release_version" text NOT NULL,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"published_at" timestamp with time zone,
	"author_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_log_category_check" CHECK ("change_log"."category" in ('feature', 'improvement', 'fix'))
);
--> statement-breakpoint
CREATE TABLE "change_log_seen" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "golden_document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golden_document_versions_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "golden_document_versions_size_check" CHECK ("golden_document_versions"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "golden_folders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"description" text,
	"engagement_type" text,
	"topic" text,
	"owner_id" uuid,
	"last_reviewed_on" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golden_folders_engagement_type_check" CHECK ("golden_folders"."engagement_type" in ('project', 'trust360', 'retainer')),
	CONSTRAINT "golden_folders_not_own_parent_check" CHECK ("golden_folders"."parent_id" <> "golden_folders"."id")
);
--> statement-breakpoint
CREATE TABLE "golden_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"folder_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"url" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "golden_items_kind_check" CHECK ("golden_items"."kind" in ('document', 'link')),
	CONSTRAINT "golden_items_link_url_check" CHECK (("golden_items"."kind" = 'link') = ("golden_items"."url" is not null))
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"location" text,
	"consultant_id" uuid,
	"status" text,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_kind_check" CHECK ("calendar_events"."kind" in ('firm_event', 'holiday', 'time_off')),
	CONSTRAINT "calendar_events_status_check" CHECK ("calendar_events"."status" in ('requested', 'approved', 'rejected')),
	CONSTRAINT "calendar_events_range_check" CHECK ("calendar_events"."ends_at" > "calendar_events"."starts_at"),
	CONSTRAINT "calendar_events_time_off_check" CHECK (("calendar_events"."kind" = 'time_off') = ("calendar_events"."consultant_id" is not null and "calendar_events"."status" is not null))
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"engagement_id" uuid,
	"token_hash" text NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "calendar_feeds_scope_check" CHECK ("calendar_feeds"."scope" in ('user', 'engagement')),
	CONSTRAINT "calendar_feeds_engagement_check" CHECK (("calendar_feeds"."scope" = 'engagement') = ("calendar_feeds"."engagement_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_log_seen" ADD CONSTRAINT "change_log_seen_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_document_versions" ADD CONSTRAINT "golden_document_versions_item_id_golden_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."golden_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_document_versions" ADD CONSTRAINT "golden_document_versions_uploaded_by_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_folders" ADD CONSTRAINT "golden_folders_parent_id_golden_folders_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."golden_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_folders" ADD CONSTRAINT "golden_folders_owner_id_consultants_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."consultants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "golden_items" ADD CONSTRAINT "golden_items_folder_id_golden_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."golden_folders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_consultant_id_consultants_id_fk" FOREIGN KEY ("consultant_id") REFERENCES "public"."consultants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_created_by_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_published_at_idx" ON "change_log" USING btree ("published_at" DESC NULLS LAST) WHERE "change_log"."published_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "golden_document_versions_item_number_key" ON "golden_document_versions" USING btree ("item_id","number");--> statement-breakpoint
CREATE INDEX "golden_folders_parent_id_idx" ON "golden_folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "golden_folders_engagement_type_idx" ON "golden_folders" USING btree ("engagement_type");--> statement-breakpoint
CREATE INDEX "golden_folders_owner_id_idx" ON "golden_folders" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "golden_items_folder_id_idx" ON "golden_items" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "calendar_events_range_idx" ON "calendar_events" USING btree ("starts_at","ends_at");--> statement-breakpoint
CREATE INDEX "calendar_events_consultant_idx" ON "calendar_events" USING btree ("consultant_id","starts_at");--> statement-breakpoint
CREATE INDEX "calendar_feeds_user_id_idx" ON "calendar_feeds" USING btree ("user_id");--> statement-breakpoint
-- Hand-written: full-text search over golden-folder and item names and descriptions ('simple': no stemming, so
-- product names and acronyms match as typed; prefix queries use the same expression).
CREATE INDEX "golden_folders_search_idx" ON "golden_folders" USING gin (to_tsvector('simple', "name" || ' ' || coalesce("description", '')));
--> statement-breakpoint
CREATE INDEX "golden_items_search_idx" ON "golden_items" USING gin (to_tsvector('simple', "name" || ' ' || coalesce("description", '')));
