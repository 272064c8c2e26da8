import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { CourseSummary } from '@canopy/contracts';

const SHOWN = 5;

/** The catalogue's most-enrolled courses; the same query key as the catalogue, so the two share one request. */
export function PopularCourses() {
  const { data } = useQuery<CourseSummary[]>({ queryKey: ['/api/courses'] });
  const popular = [...(data ?? [])]
    .filter((c) => c.status === 'approved')
    .sort((a, b) => b.enrolledCount - a.enrolledCount || a.title.localeCompare(b.title))
    .slice(0, SHOWN);

  return (
    <ul aria-labelledby="footer-popular">
      {popular.map((course) => (
        <li key={course.id}>
          <Link to={`/courses/${course.id}`}>{course.title}</Link>
        </li>
      ))}
      <li>
        <Link to="/courses">Browse all courses</Link>
      </li>
    </ul>
  );
}
