CREATE TABLE "peer_review_ratings" (
	"peer_review_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"helpfulness" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "peer_review_ratings_peer_review_id_user_id_pk" PRIMARY KEY("peer_review_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "rubric_categories" ADD COLUMN "peer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "peer_review_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_review_comments" ADD COLUMN "hidden_by" integer;--> statement-breakpoint
ALTER TABLE "peer_review_comments" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD COLUMN "grade" numeric;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD COLUMN "graded_by" integer;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD COLUMN "graded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD COLUMN "approved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD COLUMN "approved_by" integer;--> statement-breakpoint
ALTER TABLE "peer_review_ratings" ADD CONSTRAINT "peer_review_ratings_peer_review_id_peer_reviews_id_fk" FOREIGN KEY ("peer_review_id") REFERENCES "public"."peer_reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_review_ratings" ADD CONSTRAINT "peer_review_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_review_comments" ADD CONSTRAINT "peer_review_comments_hidden_by_users_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD CONSTRAINT "peer_reviews_graded_by_users_id_fk" FOREIGN KEY ("graded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_reviews" ADD CONSTRAINT "peer_reviews_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;