CREATE TABLE "peer_review_comments" (
	"comment_id" integer PRIMARY KEY NOT NULL,
	"peer_review_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_review_stages" (
	"assignment_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"reviews_per_student" integer DEFAULT 2 NOT NULL,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"anonymity" text DEFAULT 'double' NOT NULL,
	"rubric" text DEFAULT 'assignment' NOT NULL,
	"weight" numeric DEFAULT 0 NOT NULL,
	"approval" boolean DEFAULT false NOT NULL,
	"min_comments" integer DEFAULT 1 NOT NULL,
	"opened_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"open_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "peer_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"reviewer_id" integer NOT NULL,
	"submission_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"started_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "peer_review_comments" ADD CONSTRAINT "peer_review_comments_comment_id_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_review_comments" ADD CONSTRAINT "peer_review_comments_peer_review_id_peer_reviews_id_fk" FOREIGN KEY ("peer_review_id") REFERENCES "public"."peer_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_review_stages" ADD CONSTRAINT "peer_review_stages_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD CONSTRAINT "peer_reviews_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD CONSTRAINT "peer_reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD CONSTRAINT "peer_reviews_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_review_comments_review_idx" ON "peer_review_comments" USING btree ("peer_review_id");--> statement-breakpoint
CREATE UNIQUE INDEX "peer_reviews_reviewer_submission_unique" ON "peer_reviews" USING btree ("reviewer_id","submission_id");--> statement-breakpoint
CREATE INDEX "peer_reviews_assignment_idx" ON "peer_reviews" USING btree ("assignment_id");--> statement-breakpoint
CREATE INDEX "peer_reviews_submission_idx" ON "peer_reviews" USING btree ("submission_id");