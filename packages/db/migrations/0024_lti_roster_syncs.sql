CREATE TABLE "lti_roster_syncs" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"trigger" text NOT NULL,
	"requested_by_id" integer,
	"state" text DEFAULT 'queued' NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"made_inactive" integer DEFAULT 0 NOT NULL,
	"kept_admins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_roster_syncs_course_idx" ON "lti_roster_syncs" USING btree ("course_id","id");