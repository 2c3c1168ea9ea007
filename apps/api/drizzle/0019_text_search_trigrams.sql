-- pg_trgm is a trusted extension (PostgreSQL 13+): the database's owner may create it; PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "consultants_full_name_trgm_idx" ON "consultants" USING gin (("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "consultants_email_trgm_idx" ON "consultants" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "clients_name_trgm_idx" ON "clients" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "engagements_name_trgm_idx" ON "engagements" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "improvement_requests_name_trgm_idx" ON "improvement_requests" USING gin ("name" gin_trgm_ops);