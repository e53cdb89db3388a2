CREATE TABLE "lti_partner_token_uses" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_registration_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"organization_id" integer,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"platform_id" integer
);
--> statement-breakpoint
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
ALTER TABLE "lti_contexts" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD COLUMN "token_audience" text;--> statement-breakpoint
ALTER TABLE "lti_registration_links" ADD CONSTRAINT "lti_registration_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registration_links" ADD CONSTRAINT "lti_registration_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registration_links" ADD CONSTRAINT "lti_registration_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_context_id_lti_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_line_items" ADD CONSTRAINT "lti_line_items_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_line_item_id_lti_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."lti_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_scores" ADD CONSTRAINT "lti_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lti_partner_token_uses_expires_idx" ON "lti_partner_token_uses" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_registration_links_code_unique" ON "lti_registration_links" USING btree ("code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_line_items_context_assignment_unique" ON "lti_line_items" USING btree ("context_id","assignment_id");--> statement-breakpoint
CREATE INDEX "lti_line_items_assignment_idx" ON "lti_line_items" USING btree ("assignment_id");