import { courseLevelLabels, creatableCourseLevels } from '@canopy/contracts';
import { ChoiceCards } from '@canopy/ui';
import { translateMessage } from '@canopy/i18n';
import { useStudioT } from '../i18n/useStudioT';

export type CreatableLevel = (typeof creatableCourseLevels)[number];

/** The levels a course can be given, as three cards; '' chooses none (a course of "All levels" keeps it). */
export function LevelChoices({
  labelledBy,
  value,
  onChange,
}: {
  /** The id of the element naming the group. */
  labelledBy: string;
  value: CreatableLevel | '';
  onChange: (level: CreatableLevel) => void;
}) {
  // The labels are the contracts' (translated by the `messages` namespace); the hook re-renders on a switch.
  useStudioT();
  return (
    <ChoiceCards
      aria-labelledby={labelledBy}
      name="level"
      columns={3}
      value={value}
      onValueChange={(v) => onChange(v as CreatableLevel)}
      options={creatableCourseLevels.map((l) => ({
        value: l,
        label: translateMessage(courseLevelLabels[l]),
      }))}
    />
  );
}
