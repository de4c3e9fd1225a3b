import { useEffect } from "react";
import type { Translate } from "~/lib/i18n/translate";
import type { CustomUrlMessages } from "~/generated/i18n/custom-url/en";
import type { LaunchLink } from "~/lib/links/suggestion-launch";
import type { AddressBarSuggestion } from "~/lib/links/service-search";

interface AddressBarSuggestionsProps {
  id: string;
  suggestions: readonly AddressBarSuggestion[];
  /** The option the arrow keys reached, or null: focus stays in the field (aria-activedescendant). */
  activeIndex: number | null;
  optionId: (index: number) => string;
  onChoose: (suggestion: AddressBarSuggestion) => void;
  /** Where a suggestion leads, in its launch mode (lib/links/suggestion-launch.ts). */
  launchLinkOf: (suggestion: AddressBarSuggestion) => LaunchLink;
  t: Translate<CustomUrlMessages>;
}

/** The host a service lives at, shown under its name so two services of one name can be told apart. */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, "");
  } catch {
    return url;
  }
}

/**
 * The listbox under the Custom URL field: services by name, then a web search. Each option is a link to where it goes
 * (for long-press and screen readers) that the field opens itself, so a tap and Enter take the same path.
 */
export function AddressBarSuggestions({ id, suggestions, activeIndex, optionId, onChoose, launchLinkOf, t }: AddressBarSuggestionsProps) {
  useEffect(() => {
    if (activeIndex === null) return;
    document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: "nearest" });
  }, [activeIndex, optionId]);

  return (
    <div id={id} role="listbox" aria-label={t("suggestions")} className="pp-suggestions">
      {suggestions.map((suggestion, index) => {
        const link = launchLinkOf(suggestion);
        return (
          <a
            key={suggestion.kind === "service" ? suggestion.service.id : "web-search"}
            id={optionId(index)}
            role="option"
            aria-selected={index === activeIndex}
            href={link.href}
            target={link.newTab ? "_blank" : undefined}
            rel={link.newTab ? "noopener noreferrer" : "noreferrer"}
            tabIndex={-1}
            className="pp-suggestion"
            // Keeps focus (and the car's keyboard) in the field until the tap has chosen.
            onMouseDown={(event) => event.preventDefault()}
            onClick={(event) => {
              event.preventDefault();
              onChoose(suggestion);
            }}
          >
            {suggestion.kind === "service" ? (
              <>
                <span className="pp-suggestion-name">{suggestion.service.name}</span>
                <span className="pp-suggestion-host">{hostOf(suggestion.service.url)}</span>
              </>
            ) : (
              <span className="pp-suggestion-search">{t("searchWeb", { query: suggestion.query })}</span>
            )}
          </a>
        );
      })}
    </div>
  );
}
