import { whenIdle } from '@canopy/ui';

/**
 * A page's first Intl.NumberFormat loads ICU's number data (24–64 ms in Chromium here), and the first one is
 * usually made in the middle of a page's first render (a progress percentage). Made once while the page still
 * waits for its code and reads (when the browser is next idle), that render no longer pays for it.
 */
export function warmNumberFormat(): void {
  whenIdle(() => {
    try {
      new Intl.NumberFormat(document.documentElement.lang || undefined, { style: 'percent' }).format(0.5);
    } catch {
      // An unknown language tag: the page's own formatter falls back as it would have.
    }
  });
}
