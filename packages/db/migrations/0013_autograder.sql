CREATE TYPE "public"."autograder_language" AS ENUM('python', 'java', 'c', 'cpp', 'javascript', 'bash', 'other');--> statement-breakpoint
CREATE TYPE "public"."environment_file_role" AS ENUM('helper', 'solution');--> statement-breakpoint
CREATE TYPE "public"."test_run_batch_state" AS ENUM('running', 'completed', 'cancelled');--> statement-breakpoint
CREATE TYPE "public"."test_run_state" AS ENUM('queued', 'running', 'completed', 'error', 'cancelled', 'superseded');--> statement-breakpoint
CREATE TYPE "public"."test_run_trigger" AS ENUM('upload', 'staff', 'batch', 'solution');--> statement-breakpoint
CREATE TABLE "autograder_environments" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"language" "autograder_language" DEFAULT 'python' NOT NULL,
	"build_command" text DEFAULT '' NOT NULL,
	"cpu_seconds" integer NOT NULL,
	"wall_seconds" integer NOT NULL,
	"memory_mb" integer NOT NULL,
	"processes" integer NOT NULL,
	"file_size_mb" integer NOT NULL,
	"output_kb" integer NOT NULL,
	"run_on_upload" boolean DEFAULT false NOT NULL,
	"max_student_test_runs" integer,
	"nudge_limit" integer,
	"tests_as_text_file" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "autograder_environments_assignment_id_unique" UNIQUE("assignment_id")
);
--> statement-breakpoint
CREATE TABLE "environment_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"environment_id" integer NOT NULL,
	"path" varchar(255) NOT NULL,
	"role" "environment_file_role" NOT NULL,
	"blob_sha256" varchar(64) NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "environment_files_path_unique" UNIQUE("environment_id","role","path")
);
--> statement-breakpoint
CREATE TABLE "test_run_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"state" "test_run_batch_state" DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "test_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"submission_id" integer,
	"batch_id" integer,
	"trigger" "test_run_trigger" NOT NULL,
	"state" "test_run_state" DEFAULT 'queued' NOT NULL,
	"job_id" bigint,
	"triggered_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer,
	"passed" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"errors" integer DEFAULT 0 NOT NULL,
	"error" text,
	"build_log" text,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submission_tests" ADD COLUMN "score" numeric;--> statement-breakpoint
ALTER TABLE "submission_tests" ADD COLUMN "logs_truncated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_tests" ADD COLUMN "duration_ms" integer;--> statement-breakpoint
ALTER TABLE "submission_tests" ADD COLUMN "test_run_id" integer;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "exposed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "time_limit_seconds" integer;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "command" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "input" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "expected_output" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "expected_output_file" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "is_flexible" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "output_is_regexp" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "file_name" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "function" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "arguments" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "compare_output" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "script" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_cases" ADD COLUMN "generated_by" integer;--> statement-breakpoint
ALTER TABLE "autograder_environments" ADD CONSTRAINT "autograder_environments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_files" ADD CONSTRAINT "environment_files_environment_id_autograder_environments_id_fk" FOREIGN KEY ("environment_id") REFERENCES "public"."autograder_environments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "environment_files" ADD CONSTRAINT "environment_files_blob_sha256_file_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run_batches" ADD CONSTRAINT "test_run_batches_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_run_batches" ADD CONSTRAINT "test_run_batches_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_batch_id_test_run_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."test_run_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_runs" ADD CONSTRAINT "test_runs_triggered_by_id_users_id_fk" FOREIGN KEY ("triggered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_run_batches_assignment_idx" ON "test_run_batches" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE INDEX "test_runs_submission_idx" ON "test_runs" USING btree ("submission_id","created_at");--> statement-breakpoint
CREATE INDEX "test_runs_assignment_idx" ON "test_runs" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE INDEX "test_runs_batch_idx" ON "test_runs" USING btree ("batch_id","state");--> statement-breakpoint
CREATE INDEX "test_runs_state_idx" ON "test_runs" USING btree ("state","created_at");--> statement-breakpoint
ALTER TABLE "submission_tests" ADD CONSTRAINT "submission_tests_test_run_id_test_runs_id_fk" FOREIGN KEY ("test_run_id") REFERENCES "public"."test_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_cases" ADD CONSTRAINT "test_cases_generated_by_test_cases_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."test_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_cases_generated_name_unique" ON "test_cases" USING btree ("generated_by","test_category_id","description") WHERE "test_cases"."generated_by" is not null;