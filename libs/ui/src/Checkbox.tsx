import styled from 'styled-components';
import { lazyPart } from './lazyPart';
import type * as Impl from './impl/CheckboxImpl';

// Radix Checkbox is loaded on first use; a same-size box holds its place meanwhile.
const load = () => import(/* webpackChunkName: "ui-checkbox" */ './impl/CheckboxImpl');

const Placeholder = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin-block-start: 2px;
  border: 1.5px solid ${({ theme }) => theme.colors.textSubtle};
  border-radius: 5px;
`;

/** An accessible checkbox (Radix). `checked` / `onCheckedChange`. Label it with `<Label htmlFor>` or use `CheckboxField`. */
export const Checkbox = lazyPart<typeof Impl, 'Checkbox'>(load, 'Checkbox', () => (
  <Placeholder aria-hidden="true" />
));
export type { CheckboxProps } from './impl/CheckboxImpl';
export const preloadCheckbox = load;
