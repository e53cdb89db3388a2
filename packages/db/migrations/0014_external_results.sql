CREATE TYPE "public"."output_format" AS ENUM('text', 'html', 'simple_format', 'md', 'ansi');--> statement-breakpoint
CREATE TYPE "public"."result_visibility" AS ENUM('hidden', 'after_due_date', 'after_published', 'visible');--> statement-breakpoint
CREATE TYPE "public"."test_run_source" AS ENUM('tests', 'autograder', 'external');--> statement-breakpoint
ALTER TYPE "public"."test_run_trigger" ADD VALUE 'external';--> statement-breakpoint
CREATE TABLE "leaderboard_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_names_assignment_user_unique" UNIQUE("assignment_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "submission_tests" ADD COLUMN "visibility" "result_visibility";--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "source" "test_run_source" DEFAULT 'tests' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "score" numeric;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "output" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "output_format" "output_format" DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "stdout" text;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "stdout_visibility" "result_visibility";--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "visibility" "result_visibility";--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "execution_time_ms" integer;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "extra_data" jsonb;--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "leaderboard" jsonb;--> statement-breakpoint
ALTER TABLE "leaderboard_names" ADD CONSTRAINT "leaderboard_names_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_names" ADD CONSTRAINT "leaderboard_names_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leaderboard_names_assignment_name_unique" ON "leaderboard_names" USING btree ("assignment_id",lower("name"));