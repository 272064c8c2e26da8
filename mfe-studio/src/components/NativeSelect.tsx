import type { ComponentProps } from 'react';
import styled from 'styled-components';
import { ChevronDown } from 'lucide-react';
import { fieldControlStyles } from '@canopy/ui';

const Box = styled.div`
  position: relative;
  min-inline-size: 0;
  > svg {
    position: absolute;
    inset-inline-end: 14px;
    inset-block-start: 50%;
    transform: translateY(-50%);
    inline-size: 16px;
    block-size: 16px;
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Control = styled.select`
  ${fieldControlStyles}
  appearance: none;
  inline-size: 100%;
  padding-inline-end: 40px;
  text-overflow: ellipsis;
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
  }
`;

/** A native select drawn like the kit's controls: the platform's own list on phones and for screen readers. */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <Box className={className}>
      <Control {...props} />
      <ChevronDown aria-hidden="true" />
    </Box>
  );
}
