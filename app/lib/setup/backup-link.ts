// Backup links: the whole setup, packed into the URL fragment, which browsers never send to the server. Loaded on demand,
// by the backup panel and by the preview a page opens when its address carries a setup.
import { packText, unpackText } from "~/lib/setup/packing";
import { parseSetup, serializeSetup, type ReadSetup, type Setup, type SetupProblem } from "~/lib/setup/wire";

/** Repeated as a literal in PageLayout's first-load check, so that check imports nothing. */
export const setupLinkFragment = "#setup=";

/** A fragment longer than this is refused unread; a maximal setup packs to a fraction of it. */
export const maxSetupLinkLength = 16 * 1024;

/** What a link may inflate to at most; a maximal setup's JSON is far below it, an inflation bomb stops here. */
export const maxSetupLinkJsonLength = 32 * 1024;

export async function createSetupLink(origin: string, setup: Setup): Promise<string> {
  return `${origin}/${setupLinkFragment}${await packText(serializeSetup(setup, true))}`;
}

export function hasSetupLink(hash: string): boolean {
  return hash.startsWith(setupLinkFragment);
}

/**
 * Reads the setup from a location's fragment. Too long, truncated, not base64url or inflating too far (all but the
 * first reported as "damaged"), not JSON, not a setup, or from a newer version: refused. Otherwise every valid part.
 */
export async function readSetupLink(hash: string): Promise<ReadSetup> {
  if (!hasSetupLink(hash)) return { kind: "refused", problem: "wrong_shape" };
  if (hash.length > maxSetupLinkLength) return { kind: "refused", problem: "too_long" };
  const text = await unpackText(hash.slice(setupLinkFragment.length), maxSetupLinkJsonLength);
  if (text === null) return { kind: "refused", problem: "damaged" };
  return parseSetup(text, maxSetupLinkJsonLength);
}

/** The one console line for the people who run the service: which problems a link had, never what it held. */
export function setupLinkLogLine(result: ReadSetup): string | null {
  if (result.kind === "refused") return `setup_link_refused ${JSON.stringify({ problem: result.problem })}`;
  return result.problems.length > 0 ? `setup_link_repaired ${JSON.stringify({ problems: result.problems })}` : null;
}

/** Why a link was refused, in words for the driver. */
export function refusedLinkMessage(problem: SetupProblem): string {
  switch (problem) {
    case "newer_version":
      return "This backup was made by a newer version of ParkPlay. Update the app where you opened it, or make a new backup.";
    case "too_long":
      return "This link is far longer than any ParkPlay backup, so it was not read.";
    case "damaged":
      return "This backup link is damaged or incomplete; part of it may have been lost when it was copied. Open the whole link, or make a new backup.";
    case "not_json":
      return "This backup link holds nothing ParkPlay can read. Make a new backup.";
    default:
      return "This link does not hold a ParkPlay dashboard. Make a new backup.";
  }
}

function describeServices(count: number): string {
  if (count === 0) return "no services of your own";
  return count === 1 ? "1 of your services" : `${count} of your services`;
}

/** What a setup holds, in one line: "4 of your services, 12 hidden, your order". */
export function describeSetup(setup: Setup): string {
  return [
    describeServices(setup.services.length),
    setup.hiddenSourceIds.length === 0 ? "nothing hidden" : `${setup.hiddenSourceIds.length} hidden`,
    setup.order === null ? "the standard order" : "your order",
  ].join(", ");
}
