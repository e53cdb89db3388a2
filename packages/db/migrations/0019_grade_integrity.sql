ALTER TABLE "grade_changes" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "published_feedback" jsonb;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "tests_text_file_id" integer;--> statement-breakpoint
ALTER TABLE "grade_changes" ADD CONSTRAINT "grade_changes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_tests_text_file_id_files_id_fk" FOREIGN KEY ("tests_text_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_runs_tests_text_file_idx" ON "test_runs" USING btree ("tests_text_file_id") WHERE "test_runs"."tests_text_file_id" is not null;