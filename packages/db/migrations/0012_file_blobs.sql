CREATE TABLE "file_blobs" (
	"sha256" varchar(64) PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "blob_sha256" varchar(64);--> statement-breakpoint
-- Hand-added backfill: every existing file version gets the blob of the bytes its text stands for, the same rule
-- the submissions zip used before blobs existed: the kinds kept as base64 in "code" (images, PDFs, binaries, by
-- the extension column or else the name's) are decoded when the text is well-formed base64; everything else is
-- its text as UTF-8. Identical bytes share one blob. The column becomes NOT NULL and gets its foreign key after.
WITH "kinds" AS (
	SELECT "id", "code",
		regexp_replace(lower(coalesce(nullif("extension", ''), substring("name" from '^.+\.([^.]*)$'), '')), '^\.', '') IN
			('png', 'jpeg', 'jpg', 'gif', 'pdf', 'class', 'jar', 'gar', 'dds', 'eot', 'ico', 'swf', 'tga', 'ttf', 'docx', 'exe', 'xlsx') AS "base64_kind",
		regexp_replace("code", '\s', '', 'g') AS "compact"
	FROM "files"
), "bytes_of" AS (
	SELECT "id",
		CASE WHEN "base64_kind" AND "compact" ~ '^([A-Za-z0-9+/]{4})*([A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$'
			THEN decode("compact", 'base64')
			ELSE convert_to("code", 'UTF8')
		END AS "bytes"
	FROM "kinds"
), "hashed" AS (
	SELECT "id", "bytes", encode(sha256("bytes"), 'hex') AS "sha256" FROM "bytes_of"
), "stored" AS (
	INSERT INTO "file_blobs" ("sha256", "bytes", "size")
	SELECT DISTINCT ON ("sha256") "sha256", "bytes", octet_length("bytes") FROM "hashed"
	ON CONFLICT DO NOTHING
)
UPDATE "files" SET "blob_sha256" = "hashed"."sha256" FROM "hashed" WHERE "files"."id" = "hashed"."id";--> statement-breakpoint
ALTER TABLE "files" ALTER COLUMN "blob_sha256" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_blob_sha256_file_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."file_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_blob_idx" ON "files" USING btree ("blob_sha256");
