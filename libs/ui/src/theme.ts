/**
 * Canopy design tokens. Every colour pair used for text meets WCAG AA (4.5:1) on the surfaces it is
 * meant for; `textSubtle` is only used at >= 14px on `surface`/`background`.
 */
export const theme = {
  colors: {
    // Deep forest green primary; warm neutrals around it.
    primary: '#1f5135',
    primaryHover: '#17402a',
    primaryActive: '#113220',
    primarySoft: '#e5efe8',
    primarySoftHover: '#d5e6da',
    onPrimary: '#ffffff',
    accent: '#935510', // warm amber for highlights (>= 4.5:1 on white, background and accentSoft)
    accentSoft: '#fbefdc',
    background: '#faf8f4',
    surface: '#ffffff',
    surfaceMuted: '#f3efe7',
    surfaceSunken: '#ece6da',
    border: '#e3ddd2',
    borderStrong: '#c9bfae',
    text: '#1c2420',
    textMuted: '#535b54',
    textSubtle: '#646b63',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fdecea',
    onDanger: '#ffffff',
    success: '#1b6b3f',
    successSoft: '#e3f3e9',
    warning: '#8a5a00',
    warningSoft: '#fff4d6',
    info: '#1d5b79',
    infoSoft: '#e4f1f7',
    focus: '#2f7d55',
    overlay: 'rgba(20, 28, 23, 0.48)',
  },
  fonts: {
    body: '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", "Liberation Sans", Arial, sans-serif',
    heading:
      '"Fraunces", "Iowan Old Style", "Palatino Linotype", Palatino, Georgia, "DejaVu Serif", "Liberation Serif", serif',
    mono: 'ui-monospace, "SFMono-Regular", Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.25rem',
    '2xl': '1.5rem',
    '3xl': '1.875rem',
    '4xl': '2.25rem',
    '5xl': '3rem',
  },
  fontWeights: { regular: 400, medium: 500, semibold: 600, bold: 700 },
  lineHeights: { tight: 1.2, snug: 1.35, normal: 1.55, relaxed: 1.7 },
  space: {
    0: '0',
    1: '4px',
    2: '8px',
    3: '12px',
    4: '16px',
    5: '20px',
    6: '24px',
    8: '32px',
    10: '40px',
    12: '48px',
    16: '64px',
    20: '80px',
  },
  radii: { sm: '6px', md: '10px', lg: '16px', xl: '24px', full: '9999px' },
  shadows: {
    xs: '0 1px 2px rgba(28, 36, 32, 0.06)',
    sm: '0 1px 3px rgba(28, 36, 32, 0.08), 0 1px 2px rgba(28, 36, 32, 0.04)',
    md: '0 6px 16px -4px rgba(28, 36, 32, 0.12), 0 2px 4px rgba(28, 36, 32, 0.05)',
    lg: '0 18px 40px -12px rgba(28, 36, 32, 0.22), 0 4px 10px rgba(28, 36, 32, 0.06)',
    focus: '0 0 0 2px #ffffff, 0 0 0 4px #2f7d55',
  },
  breakpoints: { sm: 480, md: 768, lg: 1024, xl: 1280 },
  media: {
    sm: '@media (min-width: 480px)',
    md: '@media (min-width: 768px)',
    lg: '@media (min-width: 1024px)',
    xl: '@media (min-width: 1280px)',
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  zIndices: { header: 40, overlay: 50, modal: 60, popover: 70, toast: 80 },
  layout: { maxWidth: '1200px', narrow: '720px', wide: '1360px', headerHeight: '64px' },
  transitions: { fast: '120ms ease', normal: '200ms ease', slow: '320ms cubic-bezier(0.22, 1, 0.36, 1)' },
} as const;

export type CanopyTheme = typeof theme;

declare module 'styled-components' {
  // Lets every styled component see the Canopy tokens with their types.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends CanopyTheme {}
}
