CREATE TABLE "course_totals" (
	"status" text NOT NULL,
	"category_id" integer NOT NULL,
	"level" text NOT NULL,
	"course_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "course_totals_status_category_id_level_pk" PRIMARY KEY("status","category_id","level")
);
--> statement-breakpoint
-- A paged catalogue answers its total from here (stores/course-store.ts, count) instead of counting the matching
-- courses, so a page costs the same with 6 courses or 6,000. Kept by a trigger, like the counts of 0003: a course
-- counts once in each of its views — (status, any category, any level), (status, any category, its level), and
-- the same for each of its categories — and moves between them when its status, level or categories change.
CREATE FUNCTION "course_totals_change"(p_status text, p_level text, p_categories integer[], p_sign integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_totals AS t (status, category_id, level, course_count)
  SELECT p_status, v.category_id, v.level, p_sign
  FROM (
    SELECT 0 AS category_id, ''::text AS level
    UNION ALL SELECT 0, p_level
    -- DISTINCT: a category listed twice counts once, as the catalogue's @> filter does.
    UNION ALL SELECT DISTINCT c, '' FROM unnest(p_categories) AS c
    UNION ALL SELECT DISTINCT c, p_level FROM unnest(p_categories) AS c
  ) v
  ON CONFLICT (status, category_id, level) DO UPDATE SET course_count = t.course_count + excluded.course_count;
END $$;
--> statement-breakpoint
CREATE FUNCTION "courses_keep_totals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM course_totals_change(OLD.status, OLD.level, OLD.category_ids, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM course_totals_change(NEW.status, NEW.level, NEW.category_ids, 1);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "courses_totals_insert" AFTER INSERT ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "courses_keep_totals"();
--> statement-breakpoint
-- Only these columns place a course in the views, so the frequent updates of its kept counts never run this.
CREATE TRIGGER "courses_totals_update" AFTER UPDATE OF "status", "level", "category_ids" ON "courses"
  FOR EACH ROW WHEN (
    OLD.status IS DISTINCT FROM NEW.status OR OLD.level IS DISTINCT FROM NEW.level
    OR OLD.category_ids IS DISTINCT FROM NEW.category_ids
  ) EXECUTE FUNCTION "courses_keep_totals"();
--> statement-breakpoint
CREATE TRIGGER "courses_totals_delete" AFTER DELETE ON "courses"
  FOR EACH ROW EXECUTE FUNCTION "courses_keep_totals"();
--> statement-breakpoint
-- Backfill: the courses already there.
INSERT INTO course_totals (status, category_id, level, course_count)
WITH x AS (SELECT DISTINCT c.id, c.status, k AS category_id, c.level FROM courses c, unnest(c.category_ids) AS k)
SELECT status, category_id, level, count(*)::int
FROM (
  SELECT c.status, 0 AS category_id, ''::text AS level FROM courses c
  UNION ALL SELECT c.status, 0, c.level FROM courses c
  UNION ALL SELECT x.status, x.category_id, '' FROM x
  UNION ALL SELECT x.status, x.category_id, x.level FROM x
) v
GROUP BY status, category_id, level;
