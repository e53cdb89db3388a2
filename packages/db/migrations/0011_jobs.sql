CREATE TYPE "public"."job_state" AS ENUM('queued', 'running', 'succeeded', 'failed', 'cancelled');--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" "job_state" DEFAULT 'queued' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"fairness_key" text DEFAULT '' NOT NULL,
	"dedupe_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"heartbeat_at" timestamp with time zone,
	"lease_expires_at" timestamp with time zone,
	"lease_token" uuid,
	"worker_id" text,
	"cancel_requested_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"last_error" text,
	"result" jsonb,
	"progress_done" integer,
	"progress_total" integer,
	"superseded_by" bigint
);
--> statement-breakpoint
DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("fairness_key","priority","id") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_served_idx" ON "jobs" USING btree ("fairness_key","started_at");--> statement-breakpoint
CREATE INDEX "jobs_lease_idx" ON "jobs" USING btree ("lease_expires_at") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_state_kind_idx" ON "jobs" USING btree ("state","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_dedupe_idx" ON "jobs" USING btree ("kind","dedupe_key") WHERE "jobs"."state" = 'queued' and "jobs"."dedupe_key" is not null;--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";--> statement-breakpoint
-- Mail waiting in the outbox when this migration runs is handed to the jobs system, one mail.send job per mail.
INSERT INTO "jobs" ("kind", "payload", "fairness_key", "max_attempts", "attempts", "run_after")
SELECT 'mail.send', jsonb_build_object('outboxId', "id"), 'mail', 8, LEAST("attempts", 7), "next_attempt_at"
FROM "mail_outbox" WHERE "sent_at" IS NULL AND "failed_at" IS NULL ORDER BY "id";
