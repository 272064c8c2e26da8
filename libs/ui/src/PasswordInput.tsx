import { useState } from 'react';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from './Input';
import { ghostIconButton } from './focusRing';
import { useUiT } from './i18n/useUiT';

const Wrap = styled.div`
  position: relative;
  width: 100%;
  input {
    padding-inline-end: 48px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  inset-inline-end: 4px;
  transform: translateY(-50%);
  ${ghostIconButton}
`;

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Names the toggle, e.g. "password" -> "Show password" / "Hide password". */
  toggleLabel?: string;
  /** The toggle's names in the page's language; replaces "Show/Hide {toggleLabel}". */
  toggleLabels?: { show: string; hide: string };
};

/** A password input with its own show/hide toggle; each instance toggles independently. */
export function PasswordInput({ toggleLabel, toggleLabels, className, ...rest }: PasswordInputProps) {
  const { t } = useUiT();
  const [visible, setVisible] = useState(false);
  return (
    <Wrap className={className}>
      <Input {...rest} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={
          toggleLabels
            ? toggleLabels[visible ? 'hide' : 'show']
            : toggleLabel
              ? visible
                ? t('Hide {{what}}', { what: toggleLabel })
                : t('Show {{what}}', { what: toggleLabel })
              : visible
                ? t('Hide password')
                : t('Show password')
        }
        aria-pressed={visible}
        aria-controls={rest.id}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Toggle>
    </Wrap>
  );
}
