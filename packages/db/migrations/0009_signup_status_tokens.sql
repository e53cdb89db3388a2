CREATE TABLE "signup_status_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signup_status_tokens" ADD CONSTRAINT "signup_status_tokens_request_id_signup_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."signup_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signup_status_tokens_hash_unique" ON "signup_status_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "signup_status_tokens_request_idx" ON "signup_status_tokens" USING btree ("request_id");