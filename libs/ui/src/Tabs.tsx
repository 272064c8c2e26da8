import { lazy, Suspense, useCallback, useContext, useId, useMemo, useState } from 'react';
import type { ComponentProps } from 'react';
import type { Tabs as RadixTabs } from 'radix-ui';
import styled from 'styled-components';
import { panelId, RadixTriggerContext, tabId, TabsStateContext } from './tabsContext';
import type { TabsState } from './tabsContext';
import { tabsContentStyles, tabsListStyles, tabsTriggerStyles } from './tabsStyles';

// Radix Tabs runs the tab list (roving focus, arrow keys, activation) and is loaded when tabs first render. Until it
// arrives the list is a stand-in with the same markup, look and click behaviour (a page's first view is often a
// tab: /auth's About Us), so nothing shifts and a click already switches tabs. The state and the panels are this
// module's own, outside Radix: when Radix arrives only the list is replaced, and what a panel holds (a form being
// filled in) stays as it is.
const load = () => import(/* webpackChunkName: "ui-tabs" */ './impl/TabsParts');
const TabListImpl = lazy(async () => ({ default: (await load()).TabListImpl }));
export const preloadTabs = load;

type TabsProps = ComponentProps<typeof RadixTabs.Root>;
type ListProps = ComponentProps<typeof RadixTabs.List>;
type TriggerProps = ComponentProps<typeof RadixTabs.Trigger>;
type ContentProps = ComponentProps<typeof RadixTabs.Content>;

function useTabs(part: string): TabsState {
  const tabs = useContext(TabsStateContext);
  if (!tabs) throw new Error(`\`${part}\` must be used within \`Tabs\``);
  return tabs;
}

/** Tabs root. Controlled (`value`/`onValueChange`) or uncontrolled (`defaultValue`). */
export function Tabs({ value, defaultValue, onValueChange, children, className, style, id, dir }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const baseId = useId();
  const select = useCallback(
    (next: string) => {
      setOwn(next);
      onValueChange?.(next);
    },
    [onValueChange],
  );
  const current = value ?? own;
  const state = useMemo(() => ({ value: current, select, baseId }), [current, select, baseId]);
  return (
    <TabsStateContext.Provider value={state}>
      <div className={className} style={style} id={id} dir={dir} data-orientation="horizontal">
        {children}
      </div>
    </TabsStateContext.Provider>
  );
}

const StandInList = styled.div`
  ${tabsListStyles}
`;

export function TabsList({ children, ...props }: ListProps) {
  const tabs = useTabs('TabsList');
  const standIn = (
    <StandInList {...props} role="tablist" aria-orientation="horizontal" data-orientation="horizontal">
      {children}
    </StandInList>
  );
  return (
    <Suspense fallback={standIn}>
      <TabListImpl {...props} value={tabs.value} onValueChange={tabs.select}>
        {children}
      </TabListImpl>
    </Suspense>
  );
}

const StandInTab = styled.button`
  ${tabsTriggerStyles}
`;

export function TabsTrigger({ value, disabled, children, ...props }: TriggerProps) {
  const tabs = useTabs('TabsTrigger');
  const Radix = useContext(RadixTriggerContext);
  const ids = { id: tabId(tabs.baseId, value), 'aria-controls': panelId(tabs.baseId, value) };
  if (Radix)
    return (
      <Radix {...props} {...ids} value={value} disabled={disabled}>
        {children}
      </Radix>
    );
  const active = tabs.value === value;
  return (
    <StandInTab
      {...props}
      {...ids}
      type="button"
      role="tab"
      aria-selected={active}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      tabIndex={active ? 0 : -1}
      disabled={disabled}
      onClick={() => tabs.select(value)}
    >
      {children}
    </StandInTab>
  );
}

const Panel = styled.div`
  ${tabsContentStyles}
`;

/** A tab's panel; an inactive one is an empty hidden element, as Radix's is, so each tab's `aria-controls` resolves. */
export function TabsContent({ value, children, className, style }: ContentProps) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  return (
    <Panel
      role="tabpanel"
      id={panelId(tabs.baseId, value)}
      aria-labelledby={tabId(tabs.baseId, value)}
      tabIndex={0}
      hidden={!active}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      className={className}
      style={style}
    >
      {active ? children : null}
    </Panel>
  );
}
