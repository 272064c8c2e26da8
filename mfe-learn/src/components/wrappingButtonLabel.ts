import { css } from 'styled-components';

/**
 * For a Button whose label can be wider than a 320 px screen's column (Spanish's "Participar en los debates",
 * "Subir un archivo de credencial"): the label wraps inside the button, which keeps its height as a minimum,
 * instead of the button pushing the page sideways (WCAG 1.4.10, reflow). `@canopy/ui`'s Button keeps its label on
 * one line everywhere else, where a wrapped label would only look broken.
 */
export const wrappingButtonLabel = (minHeightPx: number) => css`
  max-width: 100%;
  height: auto;
  min-height: ${minHeightPx}px;
  padding-block: 8px;
  white-space: normal;
  text-align: center;
  line-height: 1.25;
`;
