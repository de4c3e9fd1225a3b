// The tab bar is links, one per tab's address, so it works before JavaScript; once hydrated they switch tabs without a
// round trip. Mantine's Tabs would be the obvious choice, but with Remix's esbuild 0.17 every @mantine/core component
// used anywhere lands in the first-load chunk (see ServiceForm.tsx): Tabs cost 2.0 KB gzip there, on every page.
import { UnstyledButton } from "@mantine/core";
import { Link } from "@remix-run/react";
import type { KeyboardEvent } from "react";
import { settingsTabPath, settingsTabs, type SettingsTab } from "~/lib/preferences/settings-tabs";

const next = (index: number, count: number) => (index + 1) % count;
const previous = (index: number, count: number) => (index - 1 + count) % count;

const tabKeys: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: next,
  ArrowLeft: previous,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** In a right-to-left page the next tab is to the left, so the arrow keys swap. */
const rightToLeftTabKeys: Readonly<Record<string, (index: number, count: number) => number>> = {
  ...tabKeys,
  ArrowRight: previous,
  ArrowLeft: next,
};

/** The arrow keys, Home and End move between tabs and open the one they reach, as in every tab bar. */
function moveBetweenTabs(event: KeyboardEvent<HTMLElement>) {
  const keys = getComputedStyle(event.currentTarget).direction === "rtl" ? rightToLeftTabKeys : tabKeys;
  const move = keys[event.key];
  const tabs = [...(event.currentTarget.parentElement?.querySelectorAll<HTMLElement>('[role="tab"]') ?? [])];
  const index = tabs.indexOf(event.currentTarget);
  if (move === undefined || index === -1) return;
  event.preventDefault();
  const next = tabs[move(index, tabs.length)];
  next?.focus();
  next?.click();
}

export function settingsTabId(tab: SettingsTab): string {
  return `pp-settings-tab-${tab}`;
}

export const settingsPanelId = "pp-settings-panel";

interface SettingsTabBarProps {
  active: SettingsTab;
  label: string;
  labelOf: (tab: SettingsTab) => string;
}

export function SettingsTabBar({ active, label, labelOf }: SettingsTabBarProps) {
  return (
    <div role="tablist" aria-label={label} className="pp-settings-tabs">
      {settingsTabs.map((tab) => (
        <UnstyledButton
          key={tab}
          component={Link}
          to={settingsTabPath(tab)}
          replace
          preventScrollReset
          role="tab"
          id={settingsTabId(tab)}
          aria-selected={tab === active}
          aria-controls={settingsPanelId}
          tabIndex={tab === active ? 0 : -1}
          className="pp-settings-tab pp-touch"
          onKeyDown={moveBetweenTabs}
        >
          {labelOf(tab)}
        </UnstyledButton>
      ))}
    </div>
  );
}
