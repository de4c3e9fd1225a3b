// Services the catalogue once had and has since removed (issue 23): a driver's stored hidden id, order entry or other
// per-card choice naming one is dropped quietly, since it was valid when saved. A renamed service keeps its id instead.

export const removedSourceIds = [
  // Crackle shut down in 2024 with its owner's liquidation.
  "crackle",
  // Bentkey's whole team was laid off in March 2025; YouTube Kids takes its place.
  "bentkey",
  // Meta ended Facebook Gaming's creator program; YouTube Gaming takes its place.
  "facebookgaming",
] as const;

const removed: ReadonlySet<string> = new Set(removedSourceIds);

/** True for the id of a service the catalogue removed, which a stored preference may still name. */
export function isRemovedSourceId(id: string): boolean {
  return removed.has(id);
}
