ALTER TABLE "courses" ALTER COLUMN "email_new_users" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "enable_student_feedback_notifications" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "allow_student_upload" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "allow_regrade_requests" SET DEFAULT true;