CREATE TYPE "public"."similarity_check_state" AS ENUM('queued', 'running', 'complete', 'failed');--> statement-breakpoint
CREATE TYPE "public"."similarity_language" AS ENUM('auto', 'python', 'java', 'c', 'cpp', 'javascript', 'typescript', 'text');--> statement-breakpoint
CREATE TYPE "public"."similarity_review_status" AS ENUM('unreviewed', 'reviewed', 'cleared', 'flagged');--> statement-breakpoint
CREATE TABLE "similarity_check_earlier_assignments" (
	"check_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	CONSTRAINT "similarity_check_earlier_assignments_check_id_assignment_id_pk" PRIMARY KEY("check_id","assignment_id")
);
--> statement-breakpoint
CREATE TABLE "similarity_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"created_by_id" integer,
	"language" "similarity_language" DEFAULT 'auto' NOT NULL,
	"minimum_match_tokens" integer NOT NULL,
	"base_submission_id" integer,
	"state" "similarity_check_state" DEFAULT 'queued' NOT NULL,
	"step" text,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"progress_total" integer DEFAULT 0 NOT NULL,
	"detected_language" "similarity_language",
	"submission_count" integer DEFAULT 0 NOT NULL,
	"pair_count" integer DEFAULT 0 NOT NULL,
	"histogram" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"starter" jsonb,
	"job_id" bigint,
	"results_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "similarity_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"file_ids" integer[] NOT NULL,
	"files" jsonb NOT NULL,
	"fingerprints" "bytea" NOT NULL,
	"engine_version" varchar(32) NOT NULL,
	"token_count" integer NOT NULL,
	"line_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "similarity_documents_check_submission_unique" UNIQUE("check_id","submission_id")
);
--> statement-breakpoint
CREATE TABLE "similarity_pairs" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"submission_a" integer NOT NULL,
	"submission_b" integer NOT NULL,
	"similarity" double precision NOT NULL,
	"longest_match" integer NOT NULL,
	"matched_lines" integer NOT NULL,
	"fragments" jsonb,
	"review_status" "similarity_review_status" DEFAULT 'unreviewed' NOT NULL,
	"review_note" text DEFAULT '' NOT NULL,
	"reviewed_by" text,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "similarity_pairs_check_pair_unique" UNIQUE("check_id","submission_a","submission_b"),
	CONSTRAINT "similarity_pairs_ordered" CHECK ("similarity_pairs"."submission_a" < "similarity_pairs"."submission_b")
);
--> statement-breakpoint
ALTER TABLE "similarity_check_earlier_assignments" ADD CONSTRAINT "similarity_check_earlier_assignments_check_id_similarity_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."similarity_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_check_earlier_assignments" ADD CONSTRAINT "similarity_check_earlier_assignments_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_checks" ADD CONSTRAINT "similarity_checks_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_checks" ADD CONSTRAINT "similarity_checks_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_checks" ADD CONSTRAINT "similarity_checks_base_submission_id_submissions_id_fk" FOREIGN KEY ("base_submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_documents" ADD CONSTRAINT "similarity_documents_check_id_similarity_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."similarity_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_documents" ADD CONSTRAINT "similarity_documents_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_documents" ADD CONSTRAINT "similarity_documents_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_pairs" ADD CONSTRAINT "similarity_pairs_check_id_similarity_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."similarity_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_pairs" ADD CONSTRAINT "similarity_pairs_submission_a_submissions_id_fk" FOREIGN KEY ("submission_a") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "similarity_pairs" ADD CONSTRAINT "similarity_pairs_submission_b_submissions_id_fk" FOREIGN KEY ("submission_b") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "similarity_check_earlier_assignment_idx" ON "similarity_check_earlier_assignments" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "similarity_checks_assignment_idx" ON "similarity_checks" USING btree ("assignment_id","created_at");--> statement-breakpoint
CREATE INDEX "similarity_documents_submission_idx" ON "similarity_documents" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "similarity_pairs_check_similarity_idx" ON "similarity_pairs" USING btree ("check_id","similarity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "similarity_pairs_check_status_idx" ON "similarity_pairs" USING btree ("check_id","review_status","similarity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "similarity_pairs_submission_a_idx" ON "similarity_pairs" USING btree ("submission_a");--> statement-breakpoint
CREATE INDEX "similarity_pairs_submission_b_idx" ON "similarity_pairs" USING btree ("submission_b");