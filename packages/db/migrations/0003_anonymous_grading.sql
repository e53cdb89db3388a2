CREATE TABLE "student_pseudonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"assignment_id" integer NOT NULL,
	"student_id" integer,
	"number" integer NOT NULL,
	CONSTRAINT "student_pseudonyms_student_unique" UNIQUE("assignment_id","student_id"),
	CONSTRAINT "student_pseudonyms_number_unique" UNIQUE("assignment_id","number")
);
--> statement-breakpoint
ALTER TABLE "student_pseudonyms" ADD CONSTRAINT "student_pseudonyms_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_pseudonyms" ADD CONSTRAINT "student_pseudonyms_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "student_pseudonyms_student_idx" ON "student_pseudonyms" USING btree ("student_id");