// The bench's targets, from the issues that set them; bench/results.ts judges each cell against them and the report prints them.
export const targets = {
  fcpMs: 1_000,
  lcpMs: 1_200,
  tbtMs: 100,
  /** CLS must read 0.00 at two decimals, in every round. */
  clsBelow: 0.005,
  /** Issue 24: median LCP within 5% of the same HTML without scripts, on every profile. */
  lcpToStaticFloor: 1.05,
  /** Issue 13: with the maximal setup, LCP on slow-4g within 10% of the default dashboard's. */
  lcpToDefault: 1.1,
  /** Issue 23: in the light theme and with large cards, LCP within 5% of the default dashboard's (dark, standard cards). */
  lcpToDefaultDisplay: 1.05,
  lcpToDefaultProfile: "slow-4g",
  ssrMedianMs: 5,
  /** Issue 15: SSR of `/` in any language and region within 10% of English for the US. */
  localeSsrRatio: 1.1,
  throughputRatio: 0.5,
  lighthousePerformance: 0.98,
  /** Issue 41: TBT at 6× CPU on both profiles, and no task longer than this. */
  issue41TbtMs: 60,
  longestTaskMs: 100,
} as const;
