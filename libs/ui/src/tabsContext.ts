import { createContext } from 'react';
import type { ComponentType } from 'react';

/** The tabs' state, kept by `Tabs` itself (not by Radix), so the panels never depend on Radix having loaded. */
export interface TabsState {
  value: string | undefined;
  select(value: string): void;
  /** Prefix of the ids that tie each tab to its panel. */
  baseId: string;
}

export const TabsStateContext = createContext<TabsState | null>(null);

/** Radix's tab trigger, provided by the loaded tab list to the triggers inside it (impl/TabsParts.tsx). */
export const RadixTriggerContext = createContext<ComponentType<Record<string, unknown>> | null>(null);

export const tabId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
export const panelId = (baseId: string, value: string) => `${baseId}-content-${value}`;
