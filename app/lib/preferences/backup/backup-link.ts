// Backup links: the whole setup, packed into the URL fragment, which browsers never send to the server. Loaded on demand,
// by the backup panel and by the preview a page opens when its address carries a setup.
import { defaultDisplay, type DisplayChoice } from "~/lib/display/display";
import { cardSizeLabelKeys, themeLabelKeys } from "~/lib/display/display-labels";
import { languageNames } from "~/lib/i18n/language-names";
import type { LocaleChoice } from "~/lib/i18n/languages";
import type { SettingsMessages } from "~/generated/i18n/settings/en";
import type { Translate } from "~/lib/i18n/translate";
import { packText, unpackText } from "~/lib/preferences/stored/setup-packing";
import {
  defaultBackupChoices,
  parseBackup,
  serializeBackup,
  type BackupChoices,
  type ReadBackup,
  type Setup,
  type SetupProblem,
} from "~/lib/preferences/stored/setup-format";

/** Repeated as a literal in PageLayout's first-load check, so that check imports nothing. */
export const setupLinkFragment = "#setup=";

/** A fragment longer than this is refused unread; a maximal setup packs to a fraction of it. */
export const maxSetupLinkLength = 16 * 1024;

/** What a link may inflate to at most; a maximal setup's JSON is far below it, an inflation bomb stops here. */
export const maxSetupLinkJsonLength = 32 * 1024;

/**
 * The link restores the language, region, launch modes, theme and card size too: a car update that wipes browser storage
 * takes those with it.
 */
export async function createSetupLink(
  origin: string,
  setup: Setup,
  locale: LocaleChoice,
  choices: BackupChoices = defaultBackupChoices,
): Promise<string> {
  return `${origin}/${setupLinkFragment}${await packText(serializeBackup(setup, locale, choices))}`;
}

export function hasSetupLink(hash: string): boolean {
  return hash.startsWith(setupLinkFragment);
}

/**
 * Reads the setup from a location's fragment. Too long, truncated, not base64url or inflating too far (all but the
 * first reported as "damaged"), not JSON, not a setup, or from a newer version: refused. Otherwise every valid part.
 */
export async function readSetupLink(hash: string): Promise<ReadBackup> {
  if (!hasSetupLink(hash)) return { kind: "refused", problem: "wrong_shape" };
  if (hash.length > maxSetupLinkLength) return { kind: "refused", problem: "too_long" };
  const text = await unpackText(hash.slice(setupLinkFragment.length), maxSetupLinkJsonLength);
  if (text === null) return { kind: "refused", problem: "damaged" };
  return parseBackup(text, maxSetupLinkJsonLength);
}

/** The one console line for the people who run the service: which problems a link had, never what it held. */
export function setupLinkLogLine(result: ReadBackup): string | null {
  if (result.kind === "refused") return `setup_link_refused ${JSON.stringify({ problem: result.problem })}`;
  return result.problems.length > 0 ? `setup_link_repaired ${JSON.stringify({ problems: result.problems })}` : null;
}

/** Why a link was refused, in words for the driver. */
export function refusedLinkMessage(problem: SetupProblem, t: Translate<SettingsMessages>): string {
  switch (problem) {
    case "newer_version":
      return t("refused.newerVersion");
    case "too_long":
      return t("refused.tooLong");
    case "damaged":
      return t("refused.damaged");
    case "not_json":
      return t("refused.notJson");
    default:
      return t("refused.notSetup");
  }
}

function describeServices(count: number, t: Translate<SettingsMessages>): string {
  if (count === 0) return t("summary.noServices");
  return count === 1 ? t("summary.oneService") : t("summary.services", { count });
}

/**
 * What a backup holds, in one line: "4 of your services, 12 hidden, your order", then the language and region if
 * chosen, and the theme and card size where they are not the defaults.
 */
export function describeSetup(
  setup: Setup,
  locale: LocaleChoice,
  t: Translate<SettingsMessages>,
  display: DisplayChoice = defaultDisplay,
): string {
  return [
    describeServices(setup.services.length, t),
    setup.hiddenSourceIds.length === 0 ? t("summary.nothingHidden") : t("summary.hidden", { count: setup.hiddenSourceIds.length }),
    setup.order === null ? t("summary.standardOrder") : t("summary.yourOrder"),
    ...(locale.language === null ? [] : [t("summary.language", { name: languageNames[locale.language] })]),
    ...(locale.region === null ? [] : [t("summary.region", { name: t(`region.${locale.region}`) })]),
    ...(display.theme === defaultDisplay.theme ? [] : [t("summary.theme", { name: t(themeLabelKeys[display.theme]) })]),
    ...(display.cardSize === defaultDisplay.cardSize ? [] : [t("summary.cardSize", { name: t(cardSizeLabelKeys[display.cardSize]) })]),
  ].join(", ");
}
