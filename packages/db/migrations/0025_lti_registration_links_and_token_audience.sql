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
ALTER TABLE "lti_contexts" ADD COLUMN "label" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lti_platforms" ADD COLUMN "token_audience" text;--> statement-breakpoint
ALTER TABLE "lti_registration_links" ADD CONSTRAINT "lti_registration_links_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registration_links" ADD CONSTRAINT "lti_registration_links_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lti_registration_links" ADD CONSTRAINT "lti_registration_links_platform_id_lti_platforms_id_fk" FOREIGN KEY ("platform_id") REFERENCES "public"."lti_platforms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lti_registration_links_code_unique" ON "lti_registration_links" USING btree ("code_hash");