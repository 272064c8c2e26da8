import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CoursePage } from '@canopy/contracts';
import { useShellT } from '../i18n/useShellT';

/** The catalogue's five most-enrolled courses, as the course service orders them (most enrolled, then by title). */
const POPULAR_COURSES = '/api/courses?status=approved&sort=popular&pageSize=5';

/** The footer's popular courses: one small page of the catalogue, not the whole of it sorted here. */
export function PopularCourses() {
  const { t } = useShellT();
  const { data } = useQuery<CoursePage>({ queryKey: [POPULAR_COURSES] });
  const popular = data?.items ?? [];

  return (
    <ul aria-labelledby="footer-popular">
      {popular.map((course) => (
        <li key={course.id}>
          <Link to={`/courses/${course.id}`}>{course.title}</Link>
        </li>
      ))}
      <li>
        <Link to="/courses">{t('Browse all courses')}</Link>
      </li>
    </ul>
  );
}
