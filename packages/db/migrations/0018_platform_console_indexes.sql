CREATE INDEX "course_memberships_active_role_idx" ON "course_memberships" USING btree ("role","course_id","user_id") WHERE "course_memberships"."is_active";--> statement-breakpoint
CREATE INDEX "course_memberships_active_user_idx" ON "course_memberships" USING btree ("user_id","role") WHERE "course_memberships"."is_active";--> statement-breakpoint
CREATE INDEX "comments_created_idx" ON "comments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "submissions_created_idx" ON "submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "test_runs_created_idx" ON "test_runs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_events_course_occurred_idx" ON "audit_events" USING btree ("course_id","occurred_at");