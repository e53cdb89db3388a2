CREATE TYPE "public"."course_role" AS ENUM('student', 'grader', 'superGrader', 'courseAdmin');--> statement-breakpoint
CREATE TYPE "public"."test_case_type" AS ENUM('io', 'io_cli', 'unit', 'shell', 'file', 'external');--> statement-breakpoint
CREATE TYPE "public"."log_kind" AS ENUM('log', 'error', 'happiness');--> statement-breakpoint
CREATE TYPE "public"."one_time_token_purpose" AS ENUM('activation', 'password_reset', 'upgrade', 'partner_link');--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"shortname" text DEFAULT '' NOT NULL,
	"email_domain" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"organization_id" integer,
	"is_activated" boolean DEFAULT false NOT NULL,
	"can_create_courses" boolean DEFAULT false NOT NULL,
	"can_modify_rosters" boolean DEFAULT false NOT NULL,
	"is_platform_admin" boolean DEFAULT false NOT NULL,
	"show_product_tips" boolean DEFAULT true NOT NULL,
	"token_version" integer DEFAULT 0 NOT NULL,
	"date_joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "course_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" "course_role" NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_memberships_unique" UNIQUE("course_id","user_id","role")
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" varchar(36) NOT NULL,
	"period" varchar(32) NOT NULL,
	"send_released_submissions_to_back" boolean DEFAULT false NOT NULL,
	"show_students_statistics" boolean DEFAULT false NOT NULL,
	"timezone" text DEFAULT 'US/Eastern' NOT NULL,
	"email_new_users" boolean DEFAULT false NOT NULL,
	"anonymous_grading_default" boolean DEFAULT false NOT NULL,
	"allow_graders_to_edit_rubric" boolean DEFAULT false NOT NULL,
	"min_comments" integer DEFAULT 0 NOT NULL,
	"no_unfinalize" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"late_day_credits_allowable" integer,
	"activate_queue" boolean DEFAULT true NOT NULL,
	"invite_code" text NOT NULL,
	"invite_code_enabled" boolean DEFAULT false NOT NULL,
	"email_whitelist" text DEFAULT '' NOT NULL,
	"enable_student_feedback_notifications" boolean DEFAULT false NOT NULL,
	"webhooks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_org_name_period_unique" UNIQUE("organization_id","name","period"),
	CONSTRAINT "courses_invite_code_unique" UNIQUE("invite_code")
);
--> statement-breakpoint
CREATE TABLE "section_leaders" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "section_leaders_unique" UNIQUE("section_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "section_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "section_students_one_per_course" UNIQUE("course_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sections_course_name_unique" UNIQUE("course_id","name")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"name" varchar(32) NOT NULL,
	"points" numeric DEFAULT 0 NOT NULL,
	"is_released" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"allow_student_upload" boolean DEFAULT false NOT NULL,
	"upload_due_date" timestamp with time zone,
	"allow_late_uploads" boolean DEFAULT false NOT NULL,
	"live_feedback_mode" boolean DEFAULT false NOT NULL,
	"anonymous_grading" boolean DEFAULT false NOT NULL,
	"additive_grading" boolean DEFAULT false NOT NULL,
	"forced_rubric_mode" boolean DEFAULT false NOT NULL,
	"collaborative_rubric_mode" boolean DEFAULT false NOT NULL,
	"show_frequently_used_rubric_comments" boolean DEFAULT false NOT NULL,
	"template_mode" boolean DEFAULT false NOT NULL,
	"allow_regrade_requests" boolean DEFAULT false NOT NULL,
	"regrade_deadline" timestamp with time zone,
	"hide_grades" boolean DEFAULT false NOT NULL,
	"hide_graders_from_students" boolean DEFAULT true NOT NULL,
	"comment_feedback" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assignments_course_name_unique" UNIQUE("course_id","name")
);
--> statement-breakpoint
CREATE TABLE "file_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"extension" varchar(36) DEFAULT '' NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"path" text,
	"required" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rubric_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"name" varchar(72) NOT NULL,
	"point_limit" integer,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"help_text" text DEFAULT '' NOT NULL,
	"at_most_once" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rubric_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"name" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"point_delta" numeric NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"instruction_text" text DEFAULT '' NOT NULL,
	"template_text_on" boolean DEFAULT false NOT NULL,
	CONSTRAINT "rubric_comments_assignment_name_unique" UNIQUE("assignment_id","name")
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_id" integer NOT NULL,
	"author_id" integer,
	"text" text DEFAULT '' NOT NULL,
	"start_char" integer NOT NULL,
	"end_char" integer NOT NULL,
	"start_line" integer NOT NULL,
	"end_line" integer NOT NULL,
	"point_delta" numeric,
	"rubric_comment_id" integer,
	"feedback" smallint DEFAULT 0 NOT NULL,
	"color" varchar(32) DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"name" varchar(150) NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"extension" varchar(36) DEFAULT '' NOT NULL,
	"path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"has_viewed" boolean DEFAULT false NOT NULL,
	"date_viewed" timestamp with time zone,
	CONSTRAINT "submission_history_unique" UNIQUE("submission_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "submission_students" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	CONSTRAINT "submission_students_one_per_assignment" UNIQUE("assignment_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"grader_id" integer,
	"is_finalized" boolean DEFAULT false NOT NULL,
	"queue_order_key" bigint DEFAULT 0 NOT NULL,
	"date_edited" timestamp with time zone DEFAULT now() NOT NULL,
	"date_uploaded" timestamp with time zone DEFAULT now() NOT NULL,
	"grade" numeric,
	"question_is_open" boolean DEFAULT false NOT NULL,
	"question_is_regrade" boolean DEFAULT false NOT NULL,
	"question_text" text DEFAULT '' NOT NULL,
	"question_response" text DEFAULT '' NOT NULL,
	"question_responder_id" integer,
	"question_date" timestamp with time zone,
	"response_date" timestamp with time zone,
	"test_runs_completed" integer DEFAULT 0 NOT NULL,
	"late_day_credits_used" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"test_case_id" integer NOT NULL,
	"logs" text DEFAULT '' NOT NULL,
	"passed" boolean NOT NULL,
	"is_error" boolean DEFAULT false NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"modified" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_category_id" integer NOT NULL,
	"type" "test_case_type" DEFAULT 'external' NOT NULL,
	"description" varchar(48) DEFAULT '' NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	"points_pass" numeric DEFAULT 0 NOT NULL,
	"points_fail" numeric DEFAULT 0 NOT NULL,
	"explanation" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"name" varchar(48) NOT NULL,
	"sort_key" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_categories_assignment_name_unique" UNIQUE("assignment_id","name")
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "log_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "log_kind" NOT NULL,
	"user_id" integer,
	"message" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "one_time_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"purpose" "one_time_token_purpose" NOT NULL,
	"subject_id" integer,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_memberships" ADD CONSTRAINT "course_memberships_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_memberships" ADD CONSTRAINT "course_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_leaders" ADD CONSTRAINT "section_leaders_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_leaders" ADD CONSTRAINT "section_leaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_students" ADD CONSTRAINT "section_students_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_students" ADD CONSTRAINT "section_students_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "section_students" ADD CONSTRAINT "section_students_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_templates" ADD CONSTRAINT "file_templates_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubric_categories" ADD CONSTRAINT "rubric_categories_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubric_comments" ADD CONSTRAINT "rubric_comments_category_id_rubric_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."rubric_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rubric_comments" ADD CONSTRAINT "rubric_comments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_rubric_comment_id_rubric_comments_id_fk" FOREIGN KEY ("rubric_comment_id") REFERENCES "public"."rubric_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_history" ADD CONSTRAINT "submission_history_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_history" ADD CONSTRAINT "submission_history_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_students" ADD CONSTRAINT "submission_students_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_students" ADD CONSTRAINT "submission_students_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_students" ADD CONSTRAINT "submission_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_grader_id_users_id_fk" FOREIGN KEY ("grader_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_question_responder_id_users_id_fk" FOREIGN KEY ("question_responder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_tests" ADD CONSTRAINT "submission_tests_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_tests" ADD CONSTRAINT "submission_tests_test_case_id_test_cases_id_fk" FOREIGN KEY ("test_case_id") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_test_category_id_test_categories_id_fk" FOREIGN KEY ("test_category_id") REFERENCES "public"."test_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_categories" ADD CONSTRAINT "test_categories_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "log_messages" ADD CONSTRAINT "log_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_unique" ON "organizations" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_organization_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "course_memberships_user_idx" ON "course_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "section_leaders_user_idx" ON "section_leaders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "section_students_section_idx" ON "section_students" USING btree ("section_id");--> statement-breakpoint
CREATE INDEX "file_templates_assignment_idx" ON "file_templates" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "rubric_categories_assignment_idx" ON "rubric_categories" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "rubric_comments_category_idx" ON "rubric_comments" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "comments_file_idx" ON "comments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "comments_rubric_comment_idx" ON "comments" USING btree ("rubric_comment_id");--> statement-breakpoint
CREATE INDEX "files_submission_idx" ON "files" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submission_students_submission_idx" ON "submission_students" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submission_students_student_idx" ON "submission_students" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "submissions_assignment_queue_idx" ON "submissions" USING btree ("assignment_id","queue_order_key");--> statement-breakpoint
CREATE INDEX "submissions_grader_idx" ON "submissions" USING btree ("grader_id");--> statement-breakpoint
CREATE INDEX "submission_tests_submission_idx" ON "submission_tests" USING btree ("submission_id","test_case_id");--> statement-breakpoint
CREATE INDEX "test_cases_category_idx" ON "test_cases" USING btree ("test_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_hash_unique" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_user_idx" ON "api_keys" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "log_messages_created_idx" ON "log_messages" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "one_time_tokens_hash_unique" ON "one_time_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "one_time_tokens_user_idx" ON "one_time_tokens" USING btree ("user_id","purpose");