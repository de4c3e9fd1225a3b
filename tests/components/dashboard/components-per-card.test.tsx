// Issue 41: every component a card renders is work hydration does per card, so the count may only fall. Ratchets at the
// figures the issue began with; lower them as cards lose components, never raise them.
import { describe, expect, it } from "vitest";
import { Dashboard } from "~/components/dashboard/Dashboard";
import { Category } from "~/data/categories";
import type { SourceId } from "~/data/sources";
import type { Preferences } from "~/lib/preferences/preferences";
import type { CustomService } from "~/lib/preferences/setup/services";
import { nothingSaved, renderWithPreferences } from "../../support/preferences";
import { homePlex } from "../../support/services";

/** The few fields of a React fiber the walk reads, as React DevTools reads them. */
interface Fiber {
  type: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
}

/** A function or class component, or a forwardRef (a memo's inner function is a fiber of its own); not hosts, contexts or fragments. */
function componentName(type: unknown): string | null {
  if (typeof type === "function") return (type as { displayName?: string }).displayName ?? type.name;
  if (typeof type === "object" && type !== null && typeof (type as { render?: unknown }).render === "function") {
    return (type as { displayName?: string }).displayName ?? "ForwardRef";
  }
  return null;
}

function componentsUnder(fiber: Fiber | null, names: string[] = []): string[] {
  for (let node = fiber; node !== null; node = node.sibling) {
    const name = componentName(node.type);
    if (name !== null) names.push(name);
    componentsUnder(node.child, names);
  }
  return names;
}

interface Rendered {
  components: string[];
  container: HTMLElement;
}

/** Every component of the committed tree: the container's root fiber, and from it its current tree (not the alternate). */
function renderDashboard(preferences: Preferences): Rendered {
  const { container } = renderWithPreferences(<Dashboard calendarDay={9} />, preferences);
  const rootKey = Object.keys(container).find((key) => key.startsWith("__reactContainer$"));
  const hostRoot = rootKey === undefined ? undefined : (container as unknown as Record<string, { stateNode: { current: Fiber } }>)[rootKey];
  if (hostRoot === undefined) throw new Error("no React root on the rendered container");
  return { components: componentsUnder(hostRoot.stateNode.current.child), container };
}

const cardCount = ({ container }: Rendered) => container.querySelectorAll("a.pp-card").length;

const showing = (hiddenSourceIds: SourceId[], overrides: Partial<Preferences> = {}): Preferences => ({
  ...nothingSaved,
  hiddenSourceIds,
  ...overrides,
});

const ownService = (id: string, name: string): CustomService => ({
  id,
  name,
  url: `https://${id.slice(1)}.example.net/`,
  category: Category.MyServices,
  color: null,
});
const withServices = (...services: CustomService[]) => showing([], { services });
const outside = (ids: string[]) => ({ launch: { ...nothingSaved.launch, outside: ids } });

interface Case {
  card: string;
  without: Preferences;
  with: Preferences;
  /** The face the added card shows, so the case measures the card it names. */
  face: string;
  ceiling: number;
}

const cases: Case[] = [
  {
    card: "a catalogue card drawn with its mark (the default card)",
    without: showing(["youtube"]),
    with: showing([]),
    face: 'svg.pp-card-logo[aria-label="YouTube"]',
    ceiling: 2,
  },
  {
    card: "a catalogue card with an app icon over its name",
    without: showing(["peacock"]),
    with: showing([]),
    face: 'a[href="https://www.peacocktv.com"] .pp-card-wordmark.pp-card-iconed',
    ceiling: 2,
  },
  {
    card: "a driver's own service, named",
    without: withServices(homePlex),
    with: withServices(homePlex, ownService("_nas1", "NAS")),
    face: 'a[href="https://nas1.example.net/"] .pp-card-name',
    ceiling: 2,
  },
  {
    card: "a driver's own service, as a monogram",
    without: withServices(homePlex),
    with: withServices(homePlex, ownService("_lng1", "Stadtwerke Kundenportal Online")),
    face: 'a[href="https://lng1.example.net/"] .pp-card-monogram',
    ceiling: 2,
  },
  {
    card: "a card that opens outside full screen, with its corner icon",
    without: showing(["youtube"], outside(["netflix"])),
    with: showing([], outside(["netflix", "youtube"])),
    face: 'a[href="https://www.youtube.com"][target="_blank"] > svg[aria-hidden="true"]',
    ceiling: 3,
  },
];

describe("components rendered per card", () => {
  // Components counted by a DevTools-style walk of the committed fiber tree, with one card more minus without it, wherever they sit.
  it.each(cases)("$card renders no more components than when issue 41 began", ({ without, with: withCard, face, ceiling }) => {
    const before = renderDashboard(without);
    const after = renderDashboard(withCard);
    // The count only means something if exactly the card the case names was added.
    expect(cardCount(after) - cardCount(before)).toBe(1);
    expect(after.container.querySelector(face), face).not.toBeNull();
    const components = [...after.components];
    for (const name of before.components) {
      const index = components.indexOf(name);
      if (index !== -1) components.splice(index, 1);
    }
    expect(components).toContain("LinkCard");
    expect(components.length, `components per card: ${components.sort().join(", ")}`).toBeLessThanOrEqual(ceiling);
  });
});
