CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"announcement_enabled" boolean DEFAULT false NOT NULL,
	"announcement_text" text DEFAULT '' NOT NULL,
	"announcement_date" date,
	"announcement_link" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "email_new_users" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "courses" ALTER COLUMN "enable_student_feedback_notifications" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "allow_student_upload" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "assignments" ALTER COLUMN "allow_regrade_requests" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "autograder_zips" ADD COLUMN "run_time_limit_seconds" integer DEFAULT 600 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;