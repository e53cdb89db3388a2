-- The common-resemblance discount (docs/SIMILARITY.md): each compared document's typical and nearest score with the
-- rest of its check, which an update needs to discount new pairs, and the share of each pair's score the discount kept.
ALTER TABLE "similarity_documents" ADD COLUMN "typical_similarity" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "similarity_documents" ADD COLUMN "nearest_similarity" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "similarity_pairs" ADD COLUMN "discount" double precision DEFAULT 1 NOT NULL;