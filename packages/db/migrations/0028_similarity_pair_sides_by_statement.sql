ALTER TABLE "similarity_pairs" DROP CONSTRAINT "similarity_pairs_submission_a_submissions_id_fk";
--> statement-breakpoint
ALTER TABLE "similarity_pairs" DROP CONSTRAINT "similarity_pairs_submission_b_submissions_id_fk";

--> statement-breakpoint
-- Hand-written: what the two foreign keys on a pair's sides did, once a statement rather than once a row
-- (docs/SIMILARITY.md, "Checks", Storage). A similarity check inserts tens of thousands of pairs in a few statements,
-- and the keys' checks, one lookup and one row lock a side a row, were about a tenth of a 500-submission check.
-- An insert locks the submissions it names as a key check would (FOR KEY SHARE, so a concurrent delete waits) and
-- fails with foreign_key_violation when one is missing; deleting submissions deletes their pairs, as the keys'
-- ON DELETE CASCADE did; a pair's sides never change.
CREATE FUNCTION "similarity_pairs_sides_exist"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	missing integer;
BEGIN
	PERFORM 1 FROM "submissions" s
		WHERE s."id" IN (SELECT r."submission_a" FROM new_rows r UNION SELECT r."submission_b" FROM new_rows r)
		ORDER BY s."id" FOR KEY SHARE OF s;
	SELECT side INTO missing FROM (SELECT r."submission_a" AS side FROM new_rows r UNION SELECT r."submission_b" FROM new_rows r) sides
		WHERE NOT EXISTS (SELECT 1 FROM "submissions" s WHERE s."id" = sides.side) LIMIT 1;
	IF missing IS NOT NULL THEN
		RAISE EXCEPTION 'insert on table "similarity_pairs" names submission % that does not exist', missing
			USING ERRCODE = 'foreign_key_violation', TABLE = 'similarity_pairs';
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "similarity_pairs_sides_inserted" AFTER INSERT ON "similarity_pairs" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "similarity_pairs_sides_exist"();
--> statement-breakpoint
CREATE FUNCTION "similarity_pairs_sides_fixed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW."submission_a" IS DISTINCT FROM OLD."submission_a" OR NEW."submission_b" IS DISTINCT FROM OLD."submission_b" THEN
		RAISE EXCEPTION 'the sides of a similarity pair never change' USING ERRCODE = 'integrity_constraint_violation', TABLE = 'similarity_pairs';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "similarity_pairs_sides_updated" BEFORE UPDATE OF "submission_a", "submission_b" ON "similarity_pairs"
	FOR EACH ROW EXECUTE FUNCTION "similarity_pairs_sides_fixed"();
--> statement-breakpoint
CREATE FUNCTION "similarity_pairs_of_deleted_submissions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "similarity_pairs" p WHERE p."submission_a" IN (SELECT r."id" FROM old_rows r);
	DELETE FROM "similarity_pairs" p WHERE p."submission_b" IN (SELECT r."id" FROM old_rows r);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submissions_similarity_pairs_deleted" AFTER DELETE ON "submissions" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "similarity_pairs_of_deleted_submissions"();
