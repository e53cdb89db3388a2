CREATE TABLE "grade_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"submission_id" integer NOT NULL,
	"old_grade" numeric,
	"new_grade" numeric,
	"cause" varchar(32) NOT NULL,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assignments" ADD COLUMN "grade_frozen" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_history" ADD COLUMN "last_viewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "shown_grade" numeric;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "grade_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "grade_notice_from" numeric;--> statement-breakpoint
ALTER TABLE "grade_changes" ADD CONSTRAINT "grade_changes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "grade_changes" ADD CONSTRAINT "grade_changes_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "grade_changes_submission_idx" ON "grade_changes" USING btree ("submission_id","created_at");--> statement-breakpoint
-- Submissions whose feedback is already out have shown their students a grade: later changes are history.
UPDATE "submissions" AS s SET "shown_grade" = s."grade" FROM "assignments" AS a
  WHERE a."id" = s."assignment_id" AND s."is_finalized" AND a."is_released" AND a."is_visible";
