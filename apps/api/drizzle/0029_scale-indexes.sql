CREATE INDEX "plan_dependencies_predecessor_id_idx" ON "plan_dependencies" USING btree ("predecessor_id");--> statement-breakpoint
CREATE INDEX "plan_dependencies_successor_id_idx" ON "plan_dependencies" USING btree ("successor_id");--> statement-breakpoint
CREATE INDEX "plan_tasks_parent_idx" ON "plan_tasks" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "timesheet_weeks_decided_by_user_id_idx" ON "timesheet_weeks" USING btree ("decided_by_user_id") WHERE "timesheet_weeks"."decided_by_user_id" is not null;