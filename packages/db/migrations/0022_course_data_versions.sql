CREATE TABLE "course_data_commits" (
	"id" bigserial PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_data_versions" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_data_versions" ADD CONSTRAINT "course_data_versions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- Hand-written: the triggers that bump course_data_versions (docs/ARCHITECTURE.md, "The answer cache" and "Row
-- locks"). Every statement that writes a table the cached answers read notes the courses of the rows it changed
-- (statement-level triggers over the transition tables: one call per statement, not per row; static SQL per
-- table, so each plan is made once per session) in a setting local
-- to the transaction; the first note of a transaction inserts a row into course_data_commits, whose deferred
-- constraint trigger bumps the noted courses' versions once, at commit, in ascending course id. Being the last row
-- locks a writing transaction takes, always in the same order, the bumps cannot close a deadlock cycle.
CREATE FUNCTION "note_course_data_change"(changed integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	noted text := coalesce(current_setting('marginalia.changed_courses', true), '');
	fresh integer[];
BEGIN
	SELECT array_agg(DISTINCT c) INTO fresh FROM unnest(changed) c
		WHERE c IS NOT NULL AND NOT (c = ANY (string_to_array(noted, ',')::integer[]));
	IF fresh IS NULL THEN RETURN; END IF;
	IF noted = '' THEN INSERT INTO "course_data_commits" DEFAULT VALUES; END IF;
	PERFORM set_config('marginalia.changed_courses', concat_ws(',', nullif(noted, ''), array_to_string(fresh, ',')), true);
END $$;
--> statement-breakpoint
CREATE FUNCTION "bump_course_data_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	noted text := coalesce(current_setting('marginalia.changed_courses', true), '');
BEGIN
	DELETE FROM "course_data_commits" WHERE "id" = NEW."id";
	IF noted <> '' THEN
		INSERT INTO "course_data_versions" AS v ("course_id", "version")
			SELECT c."id", 1 FROM "courses" c WHERE c."id" = ANY (string_to_array(noted, ',')::integer[]) ORDER BY c."id"
			ON CONFLICT ("course_id") DO UPDATE SET "version" = v."version" + 1;
		PERFORM set_config('marginalia.changed_courses', '', true);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_data_commits_bump" AFTER INSERT ON "course_data_commits" DEFERRABLE INITIALLY DEFERRED
	FOR EACH ROW EXECUTE FUNCTION "bump_course_data_versions"();
--> statement-breakpoint
CREATE FUNCTION "courses_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT r.id AS course_id FROM new_rows r));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.id AS course_id FROM new_rows r UNION SELECT r.id AS course_id FROM old_rows r));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.id AS course_id FROM old_rows r));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "courses_data_inserted" AFTER INSERT ON "courses" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "courses_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "courses_data_updated" AFTER UPDATE ON "courses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "courses_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "courses_data_deleted" AFTER DELETE ON "courses" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "courses_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "course_memberships_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM new_rows r));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM new_rows r UNION SELECT r.course_id AS course_id FROM old_rows r));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM old_rows r));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "course_memberships_data_inserted" AFTER INSERT ON "course_memberships" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "course_memberships_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_memberships_data_updated" AFTER UPDATE ON "course_memberships" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "course_memberships_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "course_memberships_data_deleted" AFTER DELETE ON "course_memberships" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "course_memberships_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "sections_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM new_rows r));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM new_rows r UNION SELECT r.course_id AS course_id FROM old_rows r));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM old_rows r));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sections_data_inserted" AFTER INSERT ON "sections" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "sections_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "sections_data_updated" AFTER UPDATE ON "sections" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "sections_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "sections_data_deleted" AFTER DELETE ON "sections" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "sections_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "section_students_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM new_rows r));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM new_rows r UNION SELECT r.course_id AS course_id FROM old_rows r));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM old_rows r));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "section_students_data_inserted" AFTER INSERT ON "section_students" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "section_students_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "section_students_data_updated" AFTER UPDATE ON "section_students" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "section_students_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "section_students_data_deleted" AFTER DELETE ON "section_students" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "section_students_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "section_leaders_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT s.course_id FROM new_rows r JOIN sections s ON s.id = r.section_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT s.course_id FROM new_rows r JOIN sections s ON s.id = r.section_id UNION SELECT s.course_id FROM old_rows r JOIN sections s ON s.id = r.section_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT s.course_id FROM old_rows r JOIN sections s ON s.id = r.section_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "section_leaders_data_inserted" AFTER INSERT ON "section_leaders" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "section_leaders_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "section_leaders_data_updated" AFTER UPDATE ON "section_leaders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "section_leaders_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "section_leaders_data_deleted" AFTER DELETE ON "section_leaders" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "section_leaders_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "assignments_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM new_rows r));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM new_rows r UNION SELECT r.course_id AS course_id FROM old_rows r));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT r.course_id AS course_id FROM old_rows r));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "assignments_data_inserted" AFTER INSERT ON "assignments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "assignments_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "assignments_data_updated" AFTER UPDATE ON "assignments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "assignments_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "assignments_data_deleted" AFTER DELETE ON "assignments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "assignments_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "rubric_categories_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rubric_categories_data_inserted" AFTER INSERT ON "rubric_categories" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "rubric_categories_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "rubric_categories_data_updated" AFTER UPDATE ON "rubric_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "rubric_categories_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "rubric_categories_data_deleted" AFTER DELETE ON "rubric_categories" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "rubric_categories_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "rubric_comments_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rubric_comments_data_inserted" AFTER INSERT ON "rubric_comments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "rubric_comments_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "rubric_comments_data_updated" AFTER UPDATE ON "rubric_comments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "rubric_comments_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "rubric_comments_data_deleted" AFTER DELETE ON "rubric_comments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "rubric_comments_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "test_categories_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "test_categories_data_inserted" AFTER INSERT ON "test_categories" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "test_categories_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "test_categories_data_updated" AFTER UPDATE ON "test_categories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "test_categories_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "test_categories_data_deleted" AFTER DELETE ON "test_categories" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "test_categories_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "test_runs_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "test_runs_data_inserted" AFTER INSERT ON "test_runs" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "test_runs_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "test_runs_data_updated" AFTER UPDATE ON "test_runs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "test_runs_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "test_runs_data_deleted" AFTER DELETE ON "test_runs" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "test_runs_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "student_pseudonyms_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "student_pseudonyms_data_inserted" AFTER INSERT ON "student_pseudonyms" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "student_pseudonyms_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_pseudonyms_data_updated" AFTER UPDATE ON "student_pseudonyms" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "student_pseudonyms_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "student_pseudonyms_data_deleted" AFTER DELETE ON "student_pseudonyms" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "student_pseudonyms_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "anonymity_reveals_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "anonymity_reveals_data_inserted" AFTER INSERT ON "anonymity_reveals" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "anonymity_reveals_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "anonymity_reveals_data_updated" AFTER UPDATE ON "anonymity_reveals" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "anonymity_reveals_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "anonymity_reveals_data_deleted" AFTER DELETE ON "anonymity_reveals" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "anonymity_reveals_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "submissions_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submissions_data_inserted" AFTER INSERT ON "submissions" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submissions_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "submissions_data_updated" AFTER UPDATE ON "submissions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submissions_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "submissions_data_deleted" AFTER DELETE ON "submissions" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submissions_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "submission_students_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN assignments a ON a.id = r.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submission_students_data_inserted" AFTER INSERT ON "submission_students" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submission_students_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "submission_students_data_updated" AFTER UPDATE ON "submission_students" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submission_students_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "submission_students_data_deleted" AFTER DELETE ON "submission_students" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submission_students_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "files_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN submissions s ON s.id = r.submission_id JOIN assignments a ON a.id = s.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN submissions s ON s.id = r.submission_id JOIN assignments a ON a.id = s.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN submissions s ON s.id = r.submission_id JOIN assignments a ON a.id = s.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN submissions s ON s.id = r.submission_id JOIN assignments a ON a.id = s.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "files_data_inserted" AFTER INSERT ON "files" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "files_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "files_data_updated" AFTER UPDATE ON "files" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "files_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "files_data_deleted" AFTER DELETE ON "files" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "files_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "submission_tests_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN submissions s ON s.id = r.submission_id JOIN assignments a ON a.id = s.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN submissions s ON s.id = r.submission_id JOIN assignments a ON a.id = s.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN submissions s ON s.id = r.submission_id JOIN assignments a ON a.id = s.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN submissions s ON s.id = r.submission_id JOIN assignments a ON a.id = s.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "submission_tests_data_inserted" AFTER INSERT ON "submission_tests" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submission_tests_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "submission_tests_data_updated" AFTER UPDATE ON "submission_tests" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submission_tests_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "submission_tests_data_deleted" AFTER DELETE ON "submission_tests" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "submission_tests_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "comments_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN files f ON f.id = r.file_id JOIN submissions s ON s.id = f.submission_id JOIN assignments a ON a.id = s.assignment_id));
	ELSIF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows r JOIN files f ON f.id = r.file_id JOIN submissions s ON s.id = f.submission_id JOIN assignments a ON a.id = s.assignment_id UNION SELECT a.course_id FROM old_rows r JOIN files f ON f.id = r.file_id JOIN submissions s ON s.id = f.submission_id JOIN assignments a ON a.id = s.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows r JOIN files f ON f.id = r.file_id JOIN submissions s ON s.id = f.submission_id JOIN assignments a ON a.id = s.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "comments_data_inserted" AFTER INSERT ON "comments" REFERENCING NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "comments_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "comments_data_updated" AFTER UPDATE ON "comments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "comments_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "comments_data_deleted" AFTER DELETE ON "comments" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "comments_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "users_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(WITH changed AS MATERIALIZED (SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.email IS DISTINCT FROM n.email) SELECT m.course_id FROM changed c JOIN course_memberships m ON m.user_id = c.id UNION SELECT a.course_id FROM changed c JOIN submissions s ON s.grader_id = c.id OR s.question_responder_id = c.id JOIN assignments a ON a.id = s.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_data_updated" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "users_course_data_changed"();
--> statement-breakpoint
CREATE FUNCTION "jobs_course_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'UPDATE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM new_rows n JOIN old_rows o ON o.id = n.id AND o.state IS DISTINCT FROM n.state JOIN test_runs r ON r.job_id = n.id AND r.state IN ('queued', 'running') JOIN assignments a ON a.id = r.assignment_id));
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM "note_course_data_change"(array(SELECT a.course_id FROM old_rows o JOIN test_runs r ON r.job_id = o.id AND r.state IN ('queued', 'running') JOIN assignments a ON a.id = r.assignment_id));
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "jobs_data_updated" AFTER UPDATE ON "jobs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "jobs_course_data_changed"();
--> statement-breakpoint
CREATE TRIGGER "jobs_data_deleted" AFTER DELETE ON "jobs" REFERENCING OLD TABLE AS old_rows
	FOR EACH STATEMENT EXECUTE FUNCTION "jobs_course_data_changed"();
