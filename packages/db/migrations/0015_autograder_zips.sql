CREATE TYPE "public"."autograder_build_state" AS ENUM('building', 'ready', 'failed');--> statement-breakpoint
CREATE TABLE "autograder_zips" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"size" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"state" "autograder_build_state" DEFAULT 'building' NOT NULL,
	"step" text,
	"log" text DEFAULT '' NOT NULL,
	"error" text,
	"uploaded_by_id" integer,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"build_started_at" timestamp with time zone,
	"built_at" timestamp with time zone,
	"duration_ms" integer,
	CONSTRAINT "autograder_zips_assignment_id_unique" UNIQUE("assignment_id")
);
--> statement-breakpoint
ALTER TABLE "autograder_zips" ADD CONSTRAINT "autograder_zips_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autograder_zips" ADD CONSTRAINT "autograder_zips_sha256_file_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "autograder_zips" ADD CONSTRAINT "autograder_zips_uploaded_by_id_users_id_fk" FOREIGN KEY ("uploaded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;