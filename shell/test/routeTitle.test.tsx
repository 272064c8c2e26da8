// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { useEffect } from 'react';
import { changeLanguage, registerCatalogue } from '@canopy/i18n';
import { RouteTitle } from '../src/federation/RouteTitle';

// A remote's catalogue, as a remote's routes module registers it.
registerCatalogue('remote-test', { es: { Course: 'Curso', Lesson: 'Lección' } });

afterEach(async () => {
  cleanup();
  await act(() => changeLanguage('en'));
});

/** A page that names itself once its data is there (useDocumentTitle). */
function NamedPage({ name }: { name: string | null }) {
  useEffect(() => {
    if (name) document.title = `${name} · Canopy`;
  }, [name]);
  return null;
}

describe("a route's document title", () => {
  it("shows a remote's title in the page's language, through the remote's catalogue", async () => {
    const view = render(<RouteTitle title="Course" ns="remote-test" />);
    expect(document.title).toBe('Course · Canopy');
    await act(() => changeLanguage('es'));
    expect(document.title).toBe('Curso · Canopy');
    view.rerender(<RouteTitle title="Lesson" ns="remote-test" />);
    expect(document.title).toBe('Lección · Canopy');
  });

  it('leaves the name the page gave itself, also when the language changes', async () => {
    const view = render(
      <>
        <RouteTitle title="Course" ns="remote-test" />
        <NamedPage name={null} />
      </>,
    );
    expect(document.title).toBe('Course · Canopy');
    view.rerender(
      <>
        <RouteTitle title="Course" ns="remote-test" />
        <NamedPage name="Composting at Home" />
      </>,
    );
    expect(document.title).toBe('Composting at Home · Canopy');
    await act(() => changeLanguage('es'));
    expect(document.title).toBe('Composting at Home · Canopy');
    // Another route's title is that page's name again.
    view.rerender(
      <>
        <RouteTitle title="Lesson" ns="remote-test" />
        <NamedPage name="Composting at Home" />
      </>,
    );
    expect(document.title).toBe('Lección · Canopy');
  });
});
