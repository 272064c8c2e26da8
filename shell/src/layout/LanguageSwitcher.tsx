import { useId } from 'react';
import styled from 'styled-components';
import { Languages } from 'lucide-react';
import { languageNames, languages, isLanguage } from '@canopy/i18n';
import { VisuallyHiddenText, focusRing } from '@canopy/ui';
import { useShellT } from '../i18n/useShellT';
import { useChooseLanguage } from './useChooseLanguage';

const Box = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  color: ${({ theme }) => theme.colors.textMuted};
  > svg {
    width: 18px;
    height: 18px;
  }
`;

const Select = styled.select`
  height: 34px;
  padding-block: 0;
  padding-inline: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  ${focusRing}
`;

/** The language choice of the /auth header (texts of i18n/auth.en.ts): a native select, each language named in itself. */
export function LanguageSwitcher() {
  const { t, i18n } = useShellT();
  const choose = useChooseLanguage();
  const id = useId();
  return (
    <Box>
      <Languages aria-hidden="true" />
      <VisuallyHiddenText as="label" htmlFor={id}>
        {t('Language')}
      </VisuallyHiddenText>
      <Select
        id={id}
        value={i18n.language}
        onChange={(e) => isLanguage(e.target.value) && choose(e.target.value)}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={language}>
            {languageNames[language]}
          </option>
        ))}
      </Select>
    </Box>
  );
}
