import { useState } from 'react';
import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { Eye, EyeOff } from 'lucide-react';
import { Input } from './Input';
import { ghostIconButton } from './focusRing';

const Wrap = styled.div`
  position: relative;
  width: 100%;
  input {
    padding-right: 48px;
  }
`;

const Toggle = styled.button`
  position: absolute;
  top: 50%;
  right: 4px;
  transform: translateY(-50%);
  ${ghostIconButton}
`;

export type PasswordInputProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Names the toggle, e.g. "password" -> "Show password" / "Hide password". */
  toggleLabel?: string;
};

/** A password input with its own show/hide toggle; each instance toggles independently. */
export function PasswordInput({ toggleLabel = 'password', className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Wrap className={className}>
      <Input {...rest} type={visible ? 'text' : 'password'} />
      <Toggle
        type="button"
        onClick={() => setVisible((v) => !v)}
        aria-label={`${visible ? 'Hide' : 'Show'} ${toggleLabel}`}
        aria-pressed={visible}
        aria-controls={rest.id}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </Toggle>
    </Wrap>
  );
}
