-- Progress used to be corrected when it was read; it is now kept when it changes (a completion, a lesson added or
-- removed) and reads never write. Bring every stored value to the rule once: completed lessons still in the course
-- over all its lessons, rounded, never 100 while a lesson is left (use-cases/progress.ts).
WITH totals AS (
  SELECT m.course_id, count(*)::int AS total
  FROM lessons l JOIN modules m ON m.id = l.module_id
  GROUP BY m.course_id
), done AS (
  SELECT e.id, count(*)::int AS n
  FROM enrollments e
  JOIN modules m ON m.course_id = e.course_id
  JOIN lessons l ON l.module_id = m.id
  JOIN lesson_completions lc ON lc.lesson_id = l.id AND lc.user_id = e.user_id
  GROUP BY e.id
), target AS (
  SELECT e.id,
    CASE
      WHEN coalesce(t.total, 0) = 0 THEN 0
      WHEN coalesce(d.n, 0) >= t.total THEN 100
      ELSE least(99, round(coalesce(d.n, 0) * 100.0 / t.total))::int
    END AS progress
  FROM enrollments e
  LEFT JOIN totals t ON t.course_id = e.course_id
  LEFT JOIN done d ON d.id = e.id
)
UPDATE enrollments e SET progress = target.progress
FROM target
WHERE e.id = target.id AND e.progress <> target.progress;
