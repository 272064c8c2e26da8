import { storyPhaseLabel } from '@canopy/contracts';
import { learnText } from '../i18n/useLearnT';

/** A module's story phase as shown, in the current language: a phase's name translated, the educator's own words as written. */
export function storyPhaseText(value: string | null | undefined): string | null {
  const label = storyPhaseLabel(value);
  switch (value?.trim()) {
    case 'awakeningPhase':
      return learnText('Awakening');
    case 'explorationPhase':
      return learnText('Exploration');
    case 'challengePhase':
      return learnText('Challenge');
    case 'breakthroughPhase':
      return learnText('Breakthrough');
    case 'integrationPhase':
      return learnText('Integration');
    case 'legacyPhase':
      return learnText('Legacy');
    default:
      return label;
  }
}
