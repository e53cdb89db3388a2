CREATE TABLE "worker_sandboxes" (
	"worker" text PRIMARY KEY NOT NULL,
	"available" boolean NOT NULL,
	"reason" text,
	"scope" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"last_occurrence" timestamp with time zone NOT NULL,
	"last_job_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "limits_in_force" jsonb;--> statement-breakpoint
CREATE INDEX "test_runs_unfinished_job_idx" ON "test_runs" USING btree ("job_id") WHERE "test_runs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."sent_at" is not null;--> statement-breakpoint
CREATE INDEX "jobs_finished_idx" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" in ('succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE INDEX "jobs_unfinished_idx" ON "jobs" USING btree ("kind","id") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "similarity_documents_files_idx" ON "similarity_documents" USING gin ("files" jsonb_path_ops);