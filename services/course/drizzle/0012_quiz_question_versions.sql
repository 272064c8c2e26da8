-- Issue 34 (the quiz storm): a quiz and its questions are kept by the course service as they are read to learners
-- and served again while their course's read version is unchanged. A quiz's own row already raises it (0011); its
-- questions are rows of their own, so every write to them raises the version of the course they belong to, in the
-- same transaction, whoever makes it. A question whose quiz went in the same cascade is covered by the quiz's own
-- trigger (the join then finds no course, which raises nothing).
CREATE FUNCTION "raise_course_read_versions_of_questions"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids integer[];
BEGIN
  IF TG_OP = 'DELETE' THEN
    SELECT array_agg(m.course_id) INTO ids FROM (SELECT DISTINCT quiz_id FROM old_rows) r
      JOIN quizzes q ON q.id = r.quiz_id JOIN lessons l ON l.id = q.lesson_id JOIN modules m ON m.id = l.module_id;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(m.course_id) INTO ids FROM (SELECT DISTINCT quiz_id FROM new_rows) r
      JOIN quizzes q ON q.id = r.quiz_id JOIN lessons l ON l.id = q.lesson_id JOIN modules m ON m.id = l.module_id;
  ELSE
    SELECT array_agg(m.course_id) INTO ids FROM (SELECT quiz_id FROM old_rows UNION SELECT quiz_id FROM new_rows) r
      JOIN quizzes q ON q.id = r.quiz_id JOIN lessons l ON l.id = q.lesson_id JOIN modules m ON m.id = l.module_id;
  END IF;
  PERFORM raise_course_read_versions(ids);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quiz_questions_read_versions_insert" AFTER INSERT ON "quiz_questions" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_questions();--> statement-breakpoint
CREATE TRIGGER "quiz_questions_read_versions_update" AFTER UPDATE ON "quiz_questions" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_questions();--> statement-breakpoint
CREATE TRIGGER "quiz_questions_read_versions_delete" AFTER DELETE ON "quiz_questions" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION raise_course_read_versions_of_questions();
