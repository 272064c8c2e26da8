/**
 * Course building in Spanish (mfe-studio, issue 33), on a platform of the test's own: the wizard's steps, the
 * builder's five tabs and the preview, with the demo educator's browser set to Spanish, at 1280 and 390 px. Each
 * screen shows its Spanish heading and nothing wider than the window (longer Spanish strings must wrap).
 * English is covered word for word by educator-wizard, course-builder*, studio-quizzes and course-preview.
 *
 * E2E_SCREENSHOT_DIR: where to save screenshots of these screens for a human look (none when unset).
 */
import { expect, test, type Page } from '@playwright/test';
import { startOwnPlatform, type OwnPlatform } from './support/own-platform';
import { accounts, run } from './support/platform';
import { created, firstCategoryId, signedInApi } from './support/api-helpers';
import { shot } from './support/screenshots';
import { signedInPage } from './support/signed-in-page';

let platform: OwnPlatform;
let courseId: number;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(360_000);
  platform = await startOwnPlatform({});
  const educator = await signedInApi(platform.url, accounts.educator);
  courseId = (
    await created<{ id: number }>(educator, '/api/courses/create', {
      title: `Huertos urbanos ${run}`,
      description: 'Cultiva verduras en un balcón o una azotea, de la semilla a la cosecha, paso a paso.',
      level: 'beginner',
      categoryIds: [await firstCategoryId(educator)],
    })
  ).id;
  const module = await created<{ id: number }>(educator, '/api/modules', {
    courseId,
    title: 'Suelo vivo',
    description: 'Lo que vive en un suelo sano y por qué importa.',
  });
  const lesson = await created<{ id: number }>(educator, '/api/lessons', {
    moduleId: module.id,
    title: 'Quién vive en el suelo',
    content: 'Hongos, bacterias y lombrices descomponen la materia.',
  });
  await created(educator, '/api/quizzes', {
    lessonId: lesson.id,
    title: 'Repaso del suelo',
    questions: [{ type: 'true_false', question: 'Las lombrices ayudan al suelo.', correctAnswer: 'True' }],
  });
  await educator.dispose();
});

test.afterAll(async () => {
  await platform?.stop();
});

async function spanishPage(browser: Parameters<typeof signedInPage>[0], width: number): Promise<Page> {
  const page = await signedInPage(browser, platform.url, accounts.educator, { width });
  await page.evaluate(() => localStorage.setItem('canopy.language', 'es'));
  return page;
}

/** Nothing on the page reaches past the window's width. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test(`the wizard, the builder and the preview in Spanish at ${width} px`, async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await spanishPage(browser, width);

    await page.goto('/educator/courses/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear un curso' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Paso 1 de 3: Método' })).toBeVisible();
    await page.getByRole('radio', { name: /Transformation Journey|Viaje de transformación/ }).check();
    await expect(page.getByText('Esquema de módulos')).toBeVisible();
    await expectNoOverflow(page);
    await shot(page, `es-wizard-method-${width}`);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Paso 2 de 3: Información básica' })).toBeVisible();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('El título del curso debe tener al menos 5 caracteres')).toBeVisible();
    await expectNoOverflow(page);
    await shot(page, `es-wizard-basic-${width}`);

    const tabs: [string, string][] = [
      ['overview', 'Próximos pasos'],
      ['modules', 'Módulos'],
      ['lessons', 'Lecciones'],
      ['quizzes', 'Cuestionarios'],
      ['settings', 'Configuración'],
    ];
    for (const [tab, heading] of tabs) {
      await page.goto(`/courses/${courseId}/builder?tab=${tab}`);
      await expect(page.getByRole('tab', { selected: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
      await expectNoOverflow(page);
      await shot(page, `es-builder-${tab}-${width}`);
    }

    await page.goto(`/courses/${courseId}/preview`);
    await expect(page.getByText('Modo de vista previa')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contenido del curso' })).toBeVisible();
    await expectNoOverflow(page);
    await shot(page, `es-preview-${width}`);
    await page.context().close();
  });
}
