CREATE TABLE "lti_line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"context_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"url" text,
	"origin" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_passback_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "lti_scores" (
	"line_item_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"lms_user_id" text NOT NULL,
	"score_given" double precision,
	"score_maximum" double precision NOT NULL,
	"timestamp" timestamp (3) with time zone NOT NULL,
	"state" text NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lti_scores_line_item_id_user_id_pk" PRIMARY KEY("line_item_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_context_id_lti_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_line_item_id_lti_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."lti_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_line_items_context_assignment_unique" ON "lti_line_items" USING btree ("context_id","assignment_id");--> statement-breakpoint
CREATE INDEX "lti_line_items_assignment_idx" ON "lti_line_items" USING btree ("assignment_id");