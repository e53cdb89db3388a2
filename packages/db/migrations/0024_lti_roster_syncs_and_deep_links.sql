CREATE TABLE "lti_deep_link_requests" (
	"ref" text PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"deployment_id" text NOT NULL,
	"course_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"return_url" text NOT NULL,
	"data" text,
	"accept_types" jsonb NOT NULL,
	"accept_multiple" boolean DEFAULT false NOT NULL,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
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
ALTER TABLE "lti_deep_link_requests" ADD CONSTRAINT "lti_deep_link_requests_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_deep_link_requests" ADD CONSTRAINT "lti_deep_link_requests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_deep_link_requests" ADD CONSTRAINT "lti_deep_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_roster_syncs" ADD CONSTRAINT "lti_roster_syncs_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_deep_link_requests_expires_idx" ON "lti_deep_link_requests" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "lti_roster_syncs_course_idx" ON "lti_roster_syncs" USING btree ("course_id","id");