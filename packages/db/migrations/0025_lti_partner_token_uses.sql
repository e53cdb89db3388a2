CREATE TABLE "lti_partner_token_uses" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lti_partner_token_uses_expires_idx" ON "lti_partner_token_uses" USING btree ("expires_at");