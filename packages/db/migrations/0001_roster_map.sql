CREATE TABLE "course_roster_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"alias_email" text NOT NULL,
	"email" text NOT NULL,
	CONSTRAINT "course_roster_aliases_unique" UNIQUE("course_id","alias_email")
);
--> statement-breakpoint
ALTER TABLE "course_roster_aliases" ADD CONSTRAINT "course_roster_aliases_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;