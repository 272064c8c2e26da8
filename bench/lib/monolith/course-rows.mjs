// What the monolith's reads share: a course row as Canopy's JSON, its counts (correlated subqueries, as Canopy's
// course store runs them), and the one check of a course a visitor may see.

export const iso = (d) => (d ? new Date(d).toISOString() : null);

export const COUNTS = `
  (select count(*)::int from modules m where m.course_id = c.id) as module_count,
  (select count(*)::int from lessons l join modules m on m.id = l.module_id where m.course_id = c.id) as lesson_count,
  (select coalesce(sum(l.duration), 0)::int from lessons l join modules m on m.id = l.module_id
    where m.course_id = c.id) as duration_minutes,
  (select count(*)::int from enrollments e where e.course_id = c.id) as enrolled_count`;

export function toCourse(r) {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    imageUrl: r.image_url,
    level: r.level,
    rating: r.rating,
    instructorId: r.instructor_id,
    categoryId: r.category_id,
    categoryIds: r.category_ids,
    status: r.status,
    createdAt: iso(r.created_at),
    approvedAt: iso(r.approved_at),
    approvedBy: r.approved_by,
    rejectionReason: r.rejection_reason,
    youtubeUrl: r.youtube_url,
    storyTemplate: r.story_template,
    transformationJourney: r.transformation_journey,
    characterDevelopment: r.character_development,
    practicalSkills: r.practical_skills,
    awakeningPhase: r.awakening_phase,
    explorationPhase: r.exploration_phase,
    challengePhase: r.challenge_phase,
    breakthroughPhase: r.breakthrough_phase,
    integrationPhase: r.integration_phase,
    legacyPhase: r.legacy_phase,
  };
}

export const toSummary = (r) => ({
  ...toCourse(r),
  moduleCount: r.module_count,
  lessonCount: r.lesson_count,
  durationMinutes: r.duration_minutes,
  enrolledCount: r.enrolled_count,
});

/** An approved course's row, else null (what a learner and a visitor may read). */
export async function visibleCourse(db, id) {
  const [row] = await db.course.query(`select * from courses where id = $1`, [id]);
  return row && row.status === 'approved' ? row : null;
}
