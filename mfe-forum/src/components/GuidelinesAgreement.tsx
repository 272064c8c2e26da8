import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField } from '@canopy/ui';

/** The specification's checkbox text (000, section 2), shared by the guidelines page, the dialog and replies. */
export const GUIDELINES_AGREEMENT = 'I have read and agree to follow the community guidelines';

function GuidelinesHint() {
  return (
    <>
      Keep it respectful, on topic and constructive.{' '}
      <a href="/community-guidelines" target="_blank" rel="noopener noreferrer">
        Read the guidelines
        <span
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {' '}
          (opens in a new tab)
        </span>
      </a>
    </>
  );
}

/** The required guidelines checkbox of a posting form (react-hook-form field `acceptGuidelines`). */
export function GuidelinesAgreement<T extends FieldValues>({
  control,
  error,
}: {
  control: Control<T>;
  error?: string;
}) {
  return (
    <Controller
      control={control}
      name={'acceptGuidelines' as Path<T>}
      render={({ field }) => (
        <CheckboxField
          label={GUIDELINES_AGREEMENT}
          hint={<GuidelinesHint />}
          checked={field.value === true}
          onCheckedChange={(v) => field.onChange(v === true)}
          name={field.name}
          error={error}
        />
      )}
    />
  );
}
