ALTER TYPE "public"."log_kind" ADD VALUE 'help';--> statement-breakpoint
CREATE INDEX "log_messages_kind_created_idx" ON "log_messages" USING btree ("kind","created_at");