import { act } from "@testing-library/react";
import { vi } from "vitest";

/** Replaces IntersectionObserver (happy-dom's never reports one) with one the test drives: `scrollIntoView` reports an element visible. */
export function stubIntersectionObserver() {
  const callbacks = new Map<Element, () => void>();

  class TestIntersectionObserver {
    readonly root = null;
    readonly rootMargin = "0px";
    readonly thresholds = [0];
    private readonly observed = new Set<Element>();

    constructor(private readonly callback: IntersectionObserverCallback) {}

    observe(target: Element) {
      this.observed.add(target);
      const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
      callbacks.set(target, () => this.callback([entry], this));
    }

    unobserve(target: Element) {
      this.observed.delete(target);
      callbacks.delete(target);
    }

    disconnect() {
      for (const target of this.observed) callbacks.delete(target);
      this.observed.clear();
    }

    takeRecords(): IntersectionObserverEntry[] {
      return [];
    }
  }

  vi.stubGlobal("IntersectionObserver", TestIntersectionObserver);
  return {
    /** Whether anything still waits for `element` to come into view. */
    isObserved: (element: Element) => callbacks.has(element),
    scrollIntoView(element: Element) {
      const report = callbacks.get(element);
      if (!report) throw new Error("nothing observes this element");
      act(report);
    },
  };
}
