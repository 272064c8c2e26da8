import { Suspense, type ComponentProps, type ComponentType } from 'react';
import styled from 'styled-components';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the shared singleton's parts, not a second copy bundled with this entry
import { PageSpinner, Tabs, TabsContent, TabsList, TabsTrigger } from '@canopy/ui';

/** One tab of a dashboard: its `tab` query value, label, icon and (lazily loaded) panel. */
export interface PanelTab {
  value: string;
  label: string;
  icon: ComponentType<{ 'aria-hidden'?: boolean | 'true' }>;
  Component: ComponentType;
}

/** The tab a `tab` query parameter names among `tabs`, else the first. */
export function selectedTab<T extends { value: string }>(tabs: readonly T[], param: string | null): T {
  return tabs.find((t) => t.value === param) ?? tabs[0]!;
}

const TabIcon = styled.span`
  display: inline-flex;
  svg {
    width: 16px;
    height: 16px;
  }
`;

export interface LazyTabPanelsProps {
  tabs: readonly PanelTab[];
  value: string;
  onValueChange: (value: string) => void;
  /** The tab list's accessible name. */
  label: string;
  /** The tab list (a styled `TabsList`), when the page lays it out its own way. */
  List?: ComponentType<ComponentProps<typeof TabsList>>;
}

/**
 * A dashboard's tabs with an icon each; only the chosen panel is rendered, its code loaded when first chosen (a
 * spinner meanwhile).
 */
export function LazyTabPanels({ tabs, value, onValueChange, label, List = TabsList }: LazyTabPanelsProps) {
  return (
    <Tabs value={value} onValueChange={onValueChange}>
      <List aria-label={label}>
        {tabs.map(({ value: tab, label: name, icon: Icon }) => (
          <TabsTrigger key={tab} value={tab}>
            <TabIcon>
              <Icon aria-hidden="true" />
            </TabIcon>
            {name}
          </TabsTrigger>
        ))}
      </List>
      {tabs.map(({ value: tab, Component }) => (
        <TabsContent key={tab} value={tab}>
          {tab === value && (
            <Suspense fallback={<PageSpinner />}>
              <Component />
            </Suspense>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
