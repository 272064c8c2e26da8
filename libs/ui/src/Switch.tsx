import styled from 'styled-components';
import { lazyPart } from './lazyPart';
import type * as Impl from './impl/SwitchImpl';

const load = () => import(/* webpackChunkName: "ui-switch" */ './impl/SwitchImpl');

const Placeholder = styled.span`
  display: inline-block;
  flex-shrink: 0;
  width: 42px;
  height: 24px;
  border-radius: 9999px;
  background: ${({ theme }) => theme.colors.borderStrong};
`;

/** An on/off switch (Radix). Label it with `<Label htmlFor>`. */
export const Switch = lazyPart<typeof Impl, 'Switch'>(load, 'Switch', () => (
  <Placeholder aria-hidden="true" />
));
export const preloadSwitch = load;
