import { Button } from "@mantine/core";
import { useClickOutside } from "@mantine/hooks";
import { IconLogin } from "@tabler/icons-react";
import { Suspense, useCallback, useId, useMemo, useState, type FormEvent, type KeyboardEvent } from "react";
import { AddressBarSuggestions } from "~/components/links/AddressBarSuggestions";
import { useCatalogue } from "~/lib/catalogue/CatalogueProvider";
import { preloadStylesheet, useStylesheet } from "~/lib/document/stylesheet";
import { useRootData } from "~/lib/document/root-data";
import { customUrlMessages } from "~/lib/i18n/messages/custom-url/load";
import { documentLanguage } from "~/lib/i18n/document-language";
import { normalizeCustomUrl } from "~/lib/links/custom-url";
import { sendCardOpened } from "~/lib/links/card-opened";
import { openInNewTab, openInThisTab } from "~/lib/links/external-link";
import { addressBarSuggestions, searchableServices, type AddressBarSuggestion } from "~/lib/links/service-search";
import { suggestionLaunchLink } from "~/lib/links/suggestion-launch";
import { usePreferences } from "~/lib/preferences/browser/PreferencesProvider";
import customUrlFieldStylesHref from "~/styles/custom-url-field.css";

// Fetched as soon as this module is (on hover or focus of the button, which loads it), so the field rarely waits for them.
if (typeof document !== "undefined") {
  customUrlMessages.preload(documentLanguage(document));
  preloadStylesheet(customUrlFieldStylesHref);
}

export type CustomUrlCloseReason = "escape" | "outside" | "opened";

interface CustomUrlInputProps {
  onClose: (reason: CustomUrlCloseReason) => void;
}

/**
 * The open 'Custom URL' control: an address field that offers services by name and a web search while the driver
 * types, and opens what the driver typed or says why it cannot. A typed address opens a new tab, except in the
 * full-screen view (a new tab would leave it) and when the browser blocks the popup.
 * A native input and listbox rather than Mantine's TextInput or Combobox: the compiler puts every Mantine component into
 * the first-load chunk, whoever imports it (the Combobox alone would add 18.7 KB gzip), so only native elements keep this
 * control out of the first load.
 */
export function CustomUrlInput({ onClose }: CustomUrlInputProps) {
  // The field's own sheet is not in the first paint's CSS: the button stays in place (Suspense) until it has loaded.
  useStylesheet(customUrlFieldStylesHref);
  const t = customUrlMessages.useTranslate();
  const [text, setText] = useState("");
  const [invalid, setInvalid] = useState(false);
  // Escape or a tap outside hides the suggestions until the driver types again.
  const [suggestionsHidden, setSuggestionsHidden] = useState(false);
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const errorId = useId();
  const listboxId = useId();
  const optionId = useCallback((index: number) => `${listboxId}-option-${index}`, [listboxId]);
  const { fullscreen } = useRootData();
  const catalogue = useCatalogue();
  const { preferences } = usePreferences();
  const searchable = useMemo(() => searchableServices(preferences.services, catalogue), [preferences.services, catalogue]);
  const suggestions = useMemo(() => addressBarSuggestions(text, searchable), [text, searchable]);
  const suggestionsShown = !suggestionsHidden && suggestions.length > 0;

  useClickOutside(
    () => {
      if (text.trim() === "") onClose("outside");
      else setSuggestionsHidden(true);
    },
    null,
    [form],
  );

  const openAddress = (url: string) => {
    onClose("opened");
    if (fullscreen || !openInNewTab(url)) openInThisTab(url);
  };

  const launchLinkOf = (suggestion: AddressBarSuggestion) => suggestionLaunchLink(suggestion, preferences.launch, fullscreen);

  // A service opens as its card does: counted as an opening, and outside full screen in a new tab even from full screen.
  const choose = (suggestion: AddressBarSuggestion) => {
    const link = launchLinkOf(suggestion);
    onClose("opened");
    if (suggestion.kind === "service") {
      sendCardOpened(suggestion.service.id);
      if (!link.newTab || !openInNewTab(link.href)) openInThisTab(link.href);
      return;
    }
    if (fullscreen || !openInNewTab(link.href)) openInThisTab(link.href);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = normalizeCustomUrl(text);
    if (result.kind === "empty") return;
    if (result.kind === "invalid") {
      setInvalid(true);
      setSuggestionsHidden(true);
      return;
    }
    openAddress(result.url);
  };

  const moveActive = (step: 1 | -1) => {
    const count = suggestions.length;
    setSuggestionsHidden(false);
    setActiveIndex((index) => {
      if (!suggestionsShown || index === null) return step === 1 ? 0 : count - 1;
      return (index + step + count) % count;
    });
  };

  const navigateSuggestions = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      moveActive(event.key === "ArrowDown" ? 1 : -1);
      return;
    }
    const active = suggestionsShown && activeIndex !== null ? suggestions[activeIndex] : undefined;
    if (event.key === "Enter" && active !== undefined) {
      event.preventDefault();
      choose(active);
      return;
    }
    if (event.key === "Escape" && suggestionsShown) {
      // The first Escape closes the list only; the next one reaches the form and closes the field.
      event.stopPropagation();
      setSuggestionsHidden(true);
      setActiveIndex(null);
    }
  };

  const closeOnEscape = (event: KeyboardEvent<HTMLFormElement>) => {
    if (event.key === "Escape") onClose("escape");
  };

  return (
    <form ref={setForm} className="pp-custom-url" onSubmit={submit} onKeyDown={closeOnEscape} noValidate>
      <span className="pp-custom-url-field">
        <input
          className="pp-custom-url-input"
          role="combobox"
          aria-label={t("field")}
          aria-autocomplete="list"
          aria-expanded={suggestionsShown}
          aria-controls={suggestionsShown ? listboxId : undefined}
          aria-activedescendant={suggestionsShown && activeIndex !== null ? optionId(activeIndex) : undefined}
          placeholder={t("placeholder")}
          autoFocus
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          // The browser's own address list would cover the suggestions.
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="go"
          value={text}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onKeyDown={navigateSuggestions}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setInvalid(false);
            setSuggestionsHidden(false);
            setActiveIndex(null);
          }}
        />
        {invalid && (
          <span id={errorId} role="alert" className="pp-custom-url-error">
            {t("invalid")}
          </span>
        )}
        {suggestionsShown && (
          <Suspense fallback={null}>
            <AddressBarSuggestions
              id={listboxId}
              suggestions={suggestions}
              activeIndex={activeIndex}
              optionId={optionId}
              onChoose={choose}
              launchLinkOf={launchLinkOf}
              t={t}
            />
          </Suspense>
        )}
      </span>
      {/* A square Button rather than ActionIcon: every Mantine component used anywhere lands in the first-load chunk. */}
      <Button type="submit" variant="filled" w={48} h={48} p={0} aria-label={t("open")}>
        <IconLogin size={24} aria-hidden />
      </Button>
    </form>
  );
}
