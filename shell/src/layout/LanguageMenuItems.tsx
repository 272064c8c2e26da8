import { Check, Languages } from 'lucide-react';
import { languageNames, languages } from '@canopy/i18n';
import { DropdownMenuItem, DropdownMenuLabel } from '@canopy/ui';
import { useShellT } from '../i18n/useShellT';
import { useChooseLanguage } from './useChooseLanguage';

/** The user menu's language items: the current one is checked (a tick, and `aria-checked` for screen readers). */
export function LanguageMenuItems() {
  const { t, i18n } = useShellT();
  const choose = useChooseLanguage();
  return (
    <>
      <DropdownMenuLabel>{t('Language')}</DropdownMenuLabel>
      {languages.map((language) => (
        <DropdownMenuItem
          key={language}
          lang={language}
          role="menuitemradio"
          aria-checked={i18n.language === language}
          onSelect={() => choose(language)}
        >
          {i18n.language === language ? <Check aria-hidden="true" /> : <Languages aria-hidden="true" />}
          {languageNames[language]}
        </DropdownMenuItem>
      ))}
    </>
  );
}
