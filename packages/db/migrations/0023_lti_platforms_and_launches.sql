CREATE TABLE "lti_contexts" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"context_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"course_id" integer NOT NULL,
	"memberships_url" text,
	"line_items_url" text,
	"ags_scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_login_states" (
	"state" text PRIMARY KEY NOT NULL,
	"nonce" text NOT NULL,
	"platform_id" integer NOT NULL,
	"binding_hash" text NOT NULL,
	"login_params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_platforms" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"deployment_ids" jsonb NOT NULL,
	"auth_login_url" text NOT NULL,
	"access_token_url" text NOT NULL,
	"keyset_url" text NOT NULL,
	"organization_id" integer,
	"frame_origins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_launch_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "lti_resource_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"platform_id" integer NOT NULL,
	"resource_link_id" text NOT NULL,
	"context_id" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"assignment_id" integer,
	"line_item_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lti_tool_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"kid" text NOT NULL,
	"public_jwk" jsonb NOT NULL,
	"private_jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lti_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_contexts" ADD CONSTRAINT "lti_contexts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_login_states" ADD CONSTRAINT "lti_login_states_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD CONSTRAINT "lti_platforms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_context_id_lti_contexts_id_fk" FOREIGN KEY ("context_id") REFERENCES "public"."lti_contexts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_resource_links" ADD CONSTRAINT "lti_resource_links_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_users" ADD CONSTRAINT "lti_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_contexts_platform_context_unique" ON "lti_contexts" USING btree ("platform_id","context_id");--> statement-breakpoint
CREATE INDEX "lti_contexts_course_idx" ON "lti_contexts" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "lti_login_states_expires_idx" ON "lti_login_states" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_platforms_issuer_client_unique" ON "lti_platforms" USING btree ("issuer","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_resource_links_platform_link_unique" ON "lti_resource_links" USING btree ("platform_id","resource_link_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_tool_keys_kid_unique" ON "lti_tool_keys" USING btree ("kid");--> statement-breakpoint
CREATE UNIQUE INDEX "lti_tool_keys_one_current" ON "lti_tool_keys" USING btree ((true)) WHERE "lti_tool_keys"."retired_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_users_issuer_subject_unique" ON "lti_users" USING btree ("issuer","subject");--> statement-breakpoint
CREATE INDEX "lti_users_user_idx" ON "lti_users" USING btree ("user_id");