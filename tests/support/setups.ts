import type { Setup } from "~/lib/preferences/stored/setup-format";

/** A setup with nothing in it: no source hidden, no service of the driver's own, the rows in their default order. */
export const emptySetup: Setup = { hiddenSourceIds: [], services: [], order: null };
