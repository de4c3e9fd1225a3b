// Every catalogue entry, catalogue and regional, records when its address was last verified and the public evidence.
import { describe, expect, it } from "vitest";
import { regionalSources } from "~/data/regional-sources.server";
import { sourceVerifications } from "~/data/source-verification.server";
import { sources } from "~/data/sources";

const everyEntry = [...Object.entries(sources), ...Object.entries(regionalSources)];
const verifications: Record<string, (typeof sourceVerifications)[keyof typeof sourceVerifications]> = sourceVerifications;

describe("source verifications", () => {
  it("cover every catalogue and regional entry, and nothing else", () => {
    expect(Object.keys(sourceVerifications).sort()).toEqual(everyEntry.map(([id]) => id).sort());
  });

  it("give each a real date, not in the future, and https evidence", () => {
    for (const [id] of everyEntry) {
      const verification = verifications[id];
      if (verification === undefined) throw new Error(`${id} has no verification`);
      expect(verification.verified, id).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const day = new Date(`${verification.verified}T00:00:00Z`);
      expect(day.toISOString().slice(0, 10), id).toBe(verification.verified);
      expect(day.getTime(), id).toBeLessThanOrEqual(Date.now());
      for (const evidence of verification.evidence) expect(new URL(evidence).protocol, `${id}: ${evidence}`).toBe("https:");
    }
  });

  it("cite a public report, not only the service's own page, for every entry issue 23 renamed, moved or replaced", () => {
    for (const id of ["max", "appletv", "pureflix", "f1tv", "youtubekids", "youtubegaming"] as const) {
      const ownHost = new URL(sources[id].url).host;
      const reports = sourceVerifications[id].evidence.filter((evidence) => new URL(evidence).host !== ownHost);
      expect(reports.length, id).toBeGreaterThan(0);
      expect(sourceVerifications[id].verified, id).toBe("2026-11-26");
    }
  });

  it("cite a public page besides the service's own address for every entry issue 31 added, read on 2026-12-02", () => {
    const issue31Ids = Object.keys(regionalSources).slice(Object.keys(regionalSources).indexOf("tver"));
    expect(issue31Ids).toHaveLength(50);
    for (const id of issue31Ids) {
      const verification = verifications[id];
      if (verification === undefined) throw new Error(`${id} has no verification`);
      const ownHost = new URL(regionalSources[id as keyof typeof regionalSources].url).host;
      const others = verification.evidence.filter((evidence) => new URL(evidence).host !== ownHost);
      expect(others.length, id).toBeGreaterThan(0);
      // The service's own address comes last, after the reports.
      expect(verification.evidence.at(-1), id).toBe(regionalSources[id as keyof typeof regionalSources].url);
      expect(verification.verified, id).toBe("2026-12-02");
    }
  });

  it("cite where it is offered for every global service whose regions issue 31 changed", () => {
    for (const id of ["disneyplus", "max", "paramountplus", "crunchyroll", "plutotv", "twitch", "xbox", "boosteroid"] as const) {
      const ownHost = new URL(sources[id].url).host;
      const reports = sourceVerifications[id].evidence.filter((evidence) => new URL(evidence).host !== ownHost);
      expect(reports.length, id).toBeGreaterThan(0);
    }
  });

  it("never cite the same page twice for one entry", () => {
    for (const [id] of everyEntry) {
      const evidence = verifications[id]?.evidence ?? [];
      expect(new Set(evidence).size, id).toBe(evidence.length);
    }
  });
});
