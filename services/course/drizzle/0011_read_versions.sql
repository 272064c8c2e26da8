CREATE TABLE "course_read_versions" (
	"course_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_read_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL
);
--> statement-breakpoint
-- Issue 34: learners' reads (outline, progress, enrollments) are kept by the course service and served again while
-- these versions say nothing they are made of changed. Every write to those rows raises a version in the same
-- transaction, whoever makes it (any instance, a migration, a seeding script), so a kept answer can never outlive
-- the rows it was read from. Statement-level triggers: a bulk write raises each version once; rows are locked in
-- id order, so two bulk writes never wait on each other crosswise.
CREATE FUNCTION "raise_learner_read_versions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO learner_read_versions AS v (user_id)
      SELECT DISTINCT user_id FROM old_rows ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  ELSE
    INSERT INTO learner_read_versions AS v (user_id)
      SELECT DISTINCT user_id FROM new_rows ORDER BY user_id
      ON CONFLICT (user_id) DO UPDATE SET version = v.version + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "raise_course_read_versions"(course_ids integer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO course_read_versions AS v (course_id)
    SELECT DISTINCT c FROM unnest(course_ids) AS c WHERE c IS NOT NULL ORDER BY c
    ON CONFLICT (course_id) DO UPDATE SET version = v.version + 1;
$$;
--> statement-breakpoint
-- Modules carry their course; lessons and quizzes reach it through their module (a row whose parent went in the
-- same cascade is covered by the parent's own trigger).
CREATE FUNCTION "raise_course_read_versions_of_rows"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_TABLE_NAME = 'modules' THEN
    IF TG_OP = 'DELETE' THEN SELECT array_agg(course_id) INTO ids FROM old_rows;
    ELSIF TG_OP = 'INSERT' THEN SELECT array_agg(course_id) INTO ids FROM new_rows;
    ELSE SELECT array_agg(course_id) INTO ids FROM (SELECT course_id FROM old_rows UNION SELECT course_id FROM new_rows) r;
    END IF;
  ELSIF TG_TABLE_NAME = 'lessons' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(m.course_id) INTO ids FROM old_rows r JOIN modules m ON m.id = r.module_id;
    ELSIF TG_OP = 'INSERT' THEN
      SELECT array_agg(m.course_id) INTO ids FROM new_rows r JOIN modules m ON m.id = r.module_id;
    ELSE
      SELECT array_agg(m.course_id) INTO ids FROM
        (SELECT module_id FROM old_rows UNION SELECT module_id FROM new_rows) r JOIN modules m ON m.id = r.module_id;
    END IF;
  ELSE -- quizzes
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg(m.course_id) INTO ids FROM old_rows r
        JOIN lessons l ON l.id = r.lesson_id JOIN modules m ON m.id = l.module_id;
    ELSIF TG_OP = 'INSERT' THEN
      SELECT array_agg(m.course_id) INTO ids FROM new_rows r
        JOIN lessons l ON l.id = r.lesson_id JOIN modules m ON m.id = l.module_id;
    ELSE
      SELECT array_agg(m.course_id) INTO ids FROM
        (SELECT lesson_id FROM old_rows UNION SELECT lesson_id FROM new_rows) r
        JOIN lessons l ON l.id = r.lesson_id JOIN modules m ON m.id = l.module_id;
    END IF;
  END IF;
  PERFORM raise_course_read_versions(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "raise_course_read_version_of_course"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM raise_course_read_versions(ARRAY[CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END]);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "enrollments_read_versions_insert" AFTER INSERT ON "enrollments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "enrollments_read_versions_update" AFTER UPDATE ON "enrollments" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "enrollments_read_versions_delete" AFTER DELETE ON "enrollments" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "lesson_completions_read_versions_insert" AFTER INSERT ON "lesson_completions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "lesson_completions_read_versions_update" AFTER UPDATE ON "lesson_completions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "lesson_completions_read_versions_delete" AFTER DELETE ON "lesson_completions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "quiz_submissions_read_versions_insert" AFTER INSERT ON "quiz_submissions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "quiz_submissions_read_versions_update" AFTER UPDATE ON "quiz_submissions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "quiz_submissions_read_versions_delete" AFTER DELETE ON "quiz_submissions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "certificates_read_versions_insert" AFTER INSERT ON "certificates" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "certificates_read_versions_update" AFTER UPDATE ON "certificates" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "certificates_read_versions_delete" AFTER DELETE ON "certificates" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_learner_read_versions();--> statement-breakpoint
CREATE TRIGGER "modules_read_versions_insert" AFTER INSERT ON "modules" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
CREATE TRIGGER "modules_read_versions_update" AFTER UPDATE ON "modules" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
CREATE TRIGGER "modules_read_versions_delete" AFTER DELETE ON "modules" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
CREATE TRIGGER "lessons_read_versions_insert" AFTER INSERT ON "lessons" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
CREATE TRIGGER "lessons_read_versions_update" AFTER UPDATE ON "lessons" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
CREATE TRIGGER "lessons_read_versions_delete" AFTER DELETE ON "lessons" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
CREATE TRIGGER "quizzes_read_versions_insert" AFTER INSERT ON "quizzes" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
CREATE TRIGGER "quizzes_read_versions_update" AFTER UPDATE ON "quizzes" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
CREATE TRIGGER "quizzes_read_versions_delete" AFTER DELETE ON "quizzes" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_rows();--> statement-breakpoint
-- The course row itself, except its kept enrolment count (no learner's read shows it; every enrolment changes it).
CREATE TRIGGER "courses_read_version_insert" AFTER INSERT ON "courses"
  FOR EACH ROW EXECUTE FUNCTION raise_course_read_version_of_course();--> statement-breakpoint
CREATE TRIGGER "courses_read_version_update" AFTER UPDATE ON "courses" FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'enrolled_count') IS DISTINCT FROM (to_jsonb(NEW) - 'enrolled_count'))
  EXECUTE FUNCTION raise_course_read_version_of_course();--> statement-breakpoint
CREATE TRIGGER "courses_read_version_delete" AFTER DELETE ON "courses"
  FOR EACH ROW EXECUTE FUNCTION raise_course_read_version_of_course();
