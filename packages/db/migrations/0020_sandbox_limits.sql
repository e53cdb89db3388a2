CREATE TABLE "worker_sandboxes" (
	"worker" text PRIMARY KEY NOT NULL,
	"available" boolean NOT NULL,
	"reason" text,
	"scope" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_runs" ADD COLUMN "limits_in_force" jsonb;