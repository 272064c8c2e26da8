import { lazyPart } from './lazyPart';
import type * as Impl from './impl/ChoiceCardsImpl';
import { Skeleton } from './Skeleton';

const load = () => import(/* webpackChunkName: "ui-choice-cards" */ './impl/ChoiceCardsImpl');

/** A single-choice group rendered as selectable cards (Radix RadioGroup; arrow keys move the choice). */
export const ChoiceCards = lazyPart<typeof Impl, 'ChoiceCards'>(load, 'ChoiceCards', () => (
  <Skeleton $height="64px" $radius="10px" />
));
export type { ChoiceCardsProps, ChoiceOption } from './impl/ChoiceCardsImpl';
export const preloadChoiceCards = load;
