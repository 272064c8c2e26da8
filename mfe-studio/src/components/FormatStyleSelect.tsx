import { useId } from 'react';
import { ebookFormatStyles, type EbookFormatStyle } from '@canopy/contracts';
import { Label, Select, SelectContent, SelectItem, SelectTrigger, SelectValue, Stack } from '@canopy/ui';
import { formatStyleLabel } from '../lib/formatStyles';
import { useStudioT } from '../i18n/useStudioT';

/** "Format style": the ebook formats (textbook, study guide, ...) as a labelled select. */
export function FormatStyleSelect({
  value,
  onChange,
  disabled,
}: {
  value: EbookFormatStyle;
  onChange: (style: EbookFormatStyle) => void;
  disabled?: boolean;
}) {
  const { t } = useStudioT();
  const labelId = useId();
  const id = useId();
  return (
    <Stack $gap={2}>
      <Label id={labelId} htmlFor={id}>
        {t('Format style')}
      </Label>
      <Select value={value} onValueChange={(v) => onChange(v as EbookFormatStyle)} disabled={disabled}>
        <SelectTrigger id={id} aria-labelledby={`${labelId} ${id}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {ebookFormatStyles.map((s) => (
            <SelectItem key={s} value={s}>
              {formatStyleLabel(s)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </Stack>
  );
}
