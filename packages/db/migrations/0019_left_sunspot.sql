ALTER TABLE "grade_changes" ADD COLUMN "student_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "published_feedback" jsonb;--> statement-breakpoint
ALTER TABLE "grade_changes" ADD CONSTRAINT "grade_changes_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;