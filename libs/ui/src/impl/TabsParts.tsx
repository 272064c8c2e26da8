import type { ComponentProps, ComponentType } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';
import { RadixTriggerContext } from '../tabsContext';
import { tabsListStyles, tabsTriggerStyles } from '../tabsStyles';

const List = styled(RadixTabs.List)`
  ${tabsListStyles}
`;

const Trigger = styled(RadixTabs.Trigger)`
  ${tabsTriggerStyles}
`;

type TabListImplProps = ComponentProps<typeof RadixTabs.List> & {
  value: string | undefined;
  onValueChange(value: string): void;
};

/**
 * The tab list on Radix: its root wraps the list alone (`asChild`: no element of its own), so the panels, which are
 * outside it, stay mounted when Radix arrives. Radix gives the tabs their roving focus, arrow keys and activation.
 */
export function TabListImpl({ value, onValueChange, children, ...listProps }: TabListImplProps) {
  return (
    <RadixTabs.Root asChild value={value} onValueChange={onValueChange}>
      <List {...listProps}>
        <RadixTriggerContext.Provider value={Trigger as unknown as ComponentType<Record<string, unknown>>}>
          {children}
        </RadixTriggerContext.Provider>
      </List>
    </RadixTabs.Root>
  );
}
