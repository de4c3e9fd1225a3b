import { Button, Group, Stack, Text } from "@mantine/core";
import { Fragment, useMemo, type ReactNode } from "react";
import type { LogoIconSet } from "~/data/logo-credits";
import type { Language } from "~/lib/i18n/languages";
import type { AboutMessages } from "~/generated/i18n/about/en";
import { createTranslator, formatMessage } from "~/lib/i18n/translate";
import type { CompiledMessage, Translation } from "~/lib/message-format/compiled-message";

/** The About message saying what ParkPlay changes in one icon set's logos. */
export type IconSetChangesKey = Extract<keyof AboutMessages, `logos.changes.${string}`>;

/** An icon set as the About page credits it: the generated facts and the message for its changes. */
export interface CreditedIconSet extends LogoIconSet {
  changesKey: IconSetChangesKey;
}

// ExternalLink's new tab without opener or referrer, spelled out: importing it here would split it into one more file every page loads.
const newTab = { target: "_blank", rel: "noopener noreferrer" } as const;

// Logos ParkPlay drew itself; brand names, so they fill the message rather than being translated.
const ownLogoBrand = "A Better Route Planner";
const ownPageBrand = "Google Calendar";

/**
 * Fills a message whose placeholders are partly elements (links): the words around them, with the text values, become
 * Text between the elements, in the language's own order.
 */
function fillWithElements(
  message: CompiledMessage,
  texts: Readonly<Record<string, string>>,
  elements: Readonly<Record<string, ReactNode>>,
  language: Language,
): ReactNode[] {
  // Placeholder names are plain identifiers, so they need no escaping in the pattern.
  const elementPlaceholder = new RegExp(`\\{(${Object.keys(elements).join("|")})\\}`);
  const nodes: ReactNode[] = [];
  let text = "";
  const endText = () => {
    if (text.trim() !== "") nodes.push(<Text key={nodes.length}>{text.trim()}</Text>);
    text = "";
  };
  for (const part of typeof message === "string" ? [message] : message) {
    if (typeof part !== "string") {
      text += formatMessage([part], texts, language);
      continue;
    }
    // split() puts each placeholder's name at the odd indexes.
    part.split(elementPlaceholder).forEach((piece, index) => {
      if (index % 2 === 0) {
        text += formatMessage(piece, texts, language);
      } else {
        endText();
        nodes.push(<Fragment key={nodes.length}>{elements[piece]}</Fragment>);
      }
    });
  }
  endText();
  return nodes;
}

/** The About page's logo credits, as the icon sets' licences ask: author, licence with a link, what we changed, and every drawing's origin. */
interface LogoCreditsProps {
  iconSets: CreditedIconSet[];
  /** The About page's words and language, from its loader. */
  messages: Translation<AboutMessages>;
  language: Language;
}

export function LogoCredits({ iconSets, messages, language }: LogoCreditsProps) {
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  return (
    <>
      <Text>{t("logos.intro", { ownLogo: ownLogoBrand, ownPage: ownPageBrand })}</Text>
      {iconSets.map((set) => (
        <Stack key={set.name} gap={0}>
          <Group gap={0}>
            {fillWithElements(
              messages["logos.set"],
              { author: set.author },
              {
                set: (
                  <Button component="a" href={set.url} {...newTab} variant="subtle" size="md" className="pp-touch">
                    {set.name}
                  </Button>
                ),
                licence: (
                  <Button component="a" href={set.licenseUrl} {...newTab} variant="subtle" size="md" className="pp-touch">
                    {set.licenseTitle}
                  </Button>
                ),
              },
              language,
            )}
          </Group>
          <Text>
            {set.services.join(", ")}. {t(set.changesKey, { licence: set.licenseTitle })}
          </Text>
        </Stack>
      ))}
      <Group gap={0}>
        <Text>{t("logos.files")}</Text>
        <Button component="a" href="/logos/LICENSES.md" variant="subtle" size="md" className="pp-touch">
          logos/LICENSES.md
        </Button>
      </Group>
    </>
  );
}
