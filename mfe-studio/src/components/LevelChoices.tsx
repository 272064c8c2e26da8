import { courseLevelLabels, creatableCourseLevels } from '@canopy/contracts';
import { ChoiceCards } from '@canopy/ui';

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
  return (
    <ChoiceCards
      aria-labelledby={labelledBy}
      name="level"
      columns={3}
      value={value}
      onValueChange={(v) => onChange(v as CreatableLevel)}
      options={creatableCourseLevels.map((l) => ({ value: l, label: courseLevelLabels[l] }))}
    />
  );
}
