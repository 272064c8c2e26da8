/**
 * The learner area's browsing screens in Spanish (issue 33): home, the catalogue, a course's page (its three tabs and
 * the enrolment) and the learning preferences (intro, questionnaire, results). Each screen shows its Spanish texts,
 * keeps none of its English ones, fits the width (no sideways scrolling) and passes axe at 1280 and 390 px.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test, type Page } from '@playwright/test';
import { accounts, expectAccessible, expectToast, run } from './support/platform';
import { created, okJson, registerAccount, signedInApi } from './support/api-helpers';
import { shot } from './support/screenshots';

const COURSE = `Huertos urbanos ${run}`;
let courseId: number;

const widths = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ baseURL }) => {
  const educator = await signedInApi(baseURL!, accounts.educator);
  courseId = (
    await created<{ id: number }>(educator, '/api/courses', {
      title: COURSE,
      description: 'Cultiva verduras en balcones y azoteas.',
      categoryId: 12,
      level: 'beginner',
    })
  ).id;
  const module = await created<{ id: number }>(educator, '/api/modules', {
    courseId,
    title: 'Primeros pasos',
    description: 'Luz, agua y sustrato.',
  });
  for (const title of ['Elegir macetas', 'Regar con poco agua']) {
    await created(educator, '/api/lessons', { moduleId: module.id, title, content: title, duration: 25 });
  }
  await educator.dispose();
  const admin = await signedInApi(baseURL!, accounts.admin);
  await okJson(admin.post(`/api/courses/${courseId}/approve`));
  await admin.dispose();
});

/** English the screen must no longer show. */
async function expectNoEnglish(page: Page, texts: readonly string[]) {
  const body = await page.locator('main').innerText();
  for (const text of texts) expect(body, `"${text}" is still in English`).not.toContain(text);
}

/** At both widths: nothing wider than the window, axe passes, a screenshot for a human look. */
async function expectFitsAndAccessible(page: Page, name: string) {
  for (const viewport of widths) {
    await page.setViewportSize(viewport);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `${name} scrolls sideways at ${viewport.width} px`).toBeLessThanOrEqual(0);
    await expectAccessible(page, `${name} at ${viewport.width} px`);
    await shot(page, `es-${name}-${viewport.width}`);
  }
  await page.setViewportSize(widths[0]);
}

test('a learner browses, enrols and takes the questionnaire in Spanish', async ({ page }) => {
  // Five pages at two widths with axe, and the questionnaire: 3.7 min once on a busy machine.
  test.setTimeout(420_000);
  await page.addInitScript(() => localStorage.setItem('canopy.language', 'es'));
  await page.goto('/auth');
  await registerAccount(page.request, {
    prefix: 'es_learn',
    firstName: 'Lucía',
    lastName: 'Musgo',
    password: 'Hoja-verde-42',
    // Signed up from a Spanish page: the account's language, which wins over the browser's choice once signed in.
    language: 'es',
  });

  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1, name: 'Te damos la bienvenida, Lucía' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Cursos destacados' })).toBeVisible();
  await expect(page.getByText('No tienes cursos en progreso.')).toBeVisible();
  await expectNoEnglish(page, ['Welcome back', 'Featured Courses', 'Continue Learning', 'Learn together']);
  await expectFitsAndAccessible(page, 'home');

  await page.goto('/courses');
  // The first visit of each page may load its code under load: more time than a check on a drawn page.
  await expect(page.getByRole('heading', { level: 1, name: 'Explora los cursos' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByLabel('Buscar cursos').fill(COURSE);
  await expect(page.getByText('Se muestra 1 curso')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: COURSE })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Todos los cursos', selected: true })).toBeVisible();
  await expectNoEnglish(page, ['Explore courses', 'Browse by category', 'All Courses', 'Showing', 'lessons']);
  await expectFitsAndAccessible(page, 'catalogue');

  await page.getByRole('main').getByRole('link', { name: COURSE }).click();
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible({ timeout: 30_000 });
  const facts = page.getByRole('list', { name: 'Datos del curso' });
  await expect(facts).toContainText('Principiante');
  await expect(facts).toContainText('2 lecciones');
  await expect(facts).toContainText('1 módulo');
  await expectNoEnglish(page, ['Enroll Now', 'About this course', 'Overview', 'Certificate of completion']);
  await expectFitsAndAccessible(page, 'course');
  await page.getByRole('tab', { name: 'Plan de estudios' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Plan de estudios' })).toBeVisible();
  await page.getByRole('tab', { name: 'Instructor' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Tu instructor' })).toBeVisible();
  await expectFitsAndAccessible(page, 'course-instructor');

  await page.getByRole('button', { name: 'Inscribirme ahora' }).click();
  await expectToast(page, 'Inscripción realizada', 'Te has inscrito en este curso.');
  await expect(page.getByText('0 de 2 lecciones completadas')).toBeVisible();
  await expect(page.getByRole('link', { name: /Seguir aprendiendo/ })).toBeVisible();
  await expectFitsAndAccessible(page, 'course-enrolled');

  await page.goto('/learning-profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Preferencias de aprendizaje' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('heading', { name: 'Descubre cómo te gusta aprender' })).toBeVisible();
  await expectFitsAndAccessible(page, 'learning-profile');
  await page.getByRole('button', { name: 'Empezar la encuesta' }).click();
  await expect(page.getByText(/^Pregunta 1 de \d+$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atrás' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeDisabled();
  await expectNoEnglish(page, ['Question 1 of', 'questions answered']);
  await expectFitsAndAccessible(page, 'questionnaire');

  // The results: every answer through the API, then the page read again.
  const session = await okJson<{
    assessment: { id: number };
    questions: Array<{ id: number; options: string[] }>;
  }>(page.request.post('/api/learning-preferences/assessments'));
  for (const [i, q] of session.questions.entries()) {
    await okJson(
      page.request.put(`/api/learning-preferences/assessments/${session.assessment.id}/responses/${q.id}`, {
        data: { selectedOption: q.options[i % q.options.length] },
      }),
    );
  }
  await okJson(page.request.post(`/api/learning-preferences/assessments/${session.assessment.id}/complete`));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tus preferencias de aprendizaje' })).toBeVisible();
  await expect(page.getByText('Preferencia principal')).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Tus puntuaciones por categoría, de 0 a 100' }),
  ).toBeAttached();
  await expect(page.getByText(/^Realizada el \d+ de \w+/)).toBeVisible();
  await expectNoEnglish(page, ['Your learning preferences', 'Primary preference', 'About these results']);
  await expectFitsAndAccessible(page, 'learning-profile-results');
});
