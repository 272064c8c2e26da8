import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { CheckboxField } from '@canopy/ui';
import { useForumT } from '../i18n/useForumT';
import { shown } from '../i18n/shown';

function GuidelinesHint() {
  const { t } = useForumT();
  return (
    <>
      {t('Keep it respectful, on topic and constructive.')}{' '}
      <a href="/community-guidelines" target="_blank" rel="noopener noreferrer">
        {t('Read the guidelines')}
        <span
          style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}
        >
          {' '}
          {t('(opens in a new tab)')}
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
  const { t } = useForumT();
  return (
    <Controller
      control={control}
      name={'acceptGuidelines' as Path<T>}
      render={({ field }) => (
        <CheckboxField
          // The specification's checkbox text (000, section 2), as on the guidelines page.
          label={t('I have read and agree to follow the community guidelines')}
          hint={<GuidelinesHint />}
          checked={field.value === true}
          onCheckedChange={(v) => field.onChange(v === true)}
          name={field.name}
          error={shown(error)}
        />
      )}
    />
  );
}
