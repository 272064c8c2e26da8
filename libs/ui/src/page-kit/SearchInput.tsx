import type { HTMLAttributes, KeyboardEvent } from 'react';
import styled from 'styled-components';
import { Search, X } from 'lucide-react';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's parts, not a second copy bundled with this entry
import { Button, Input, useUiT, VisuallyHiddenText } from '@canopy/ui';

const Box = styled.div`
  position: relative;
  > svg {
    position: absolute;
    inset-inline-start: 14px;
    top: 50%;
    transform: translateY(-50%);
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    padding-inline-start: 42px;
    padding-inline-end: 44px;
  }
  input::-webkit-search-cancel-button {
    display: none;
  }
  button {
    position: absolute;
    inset-inline-end: 4px;
    top: 50%;
    transform: translateY(-50%);
  }
`;

export interface SearchInputProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onChange'> {
  /** The input's id (a visible `<label htmlFor>` may name it). */
  inputId: string;
  value: string;
  onValueChange: (text: string) => void;
  /** The clear button (shown while there is text): empties the box. */
  onClear: () => void;
  placeholder: string;
  /** A label read by screen readers only, when the page shows none. */
  hiddenLabel?: string;
  maxLength?: number;
  autoComplete?: string;
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** A search box: the magnifier inside, the text, and a button clearing it. */
export function SearchInput({
  inputId,
  value,
  onValueChange,
  onClear,
  placeholder,
  hiddenLabel,
  maxLength = 200,
  autoComplete,
  onInputKeyDown,
  ...box
}: SearchInputProps) {
  const { t } = useUiT();
  return (
    <Box {...box}>
      <Search aria-hidden="true" />
      {hiddenLabel && (
        <VisuallyHiddenText as="label" htmlFor={inputId}>
          {hiddenLabel}
        </VisuallyHiddenText>
      )}
      <Input
        id={inputId}
        type="search"
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(e) => onValueChange(e.target.value)}
        onKeyDown={onInputKeyDown}
      />
      {value && (
        <Button variant="ghost" size="icon" aria-label={t('Clear search')} onClick={onClear}>
          <X aria-hidden="true" />
        </Button>
      )}
    </Box>
  );
}
