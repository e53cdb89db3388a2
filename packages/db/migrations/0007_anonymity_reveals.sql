CREATE TABLE "anonymity_reveals" (
	"user_id" integer NOT NULL,
	"assignment_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anonymity_reveals_user_id_assignment_id_pk" PRIMARY KEY("user_id","assignment_id")
);
--> statement-breakpoint
ALTER TABLE "anonymity_reveals" ADD CONSTRAINT "anonymity_reveals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anonymity_reveals" ADD CONSTRAINT "anonymity_reveals_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "anonymity_reveals_assignment_idx" ON "anonymity_reveals" USING btree ("assignment_id");