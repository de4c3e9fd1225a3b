// The toolbar's open Custom URL field, in English: the source of keys and placeholders. It arrives with the field, in
// the driver's language only.
export const customUrlEn = {
  field: "Web address",
  placeholder: "Enter a URL",
  invalid: "Enter a web address like example.com",
  open: "Open URL",
  suggestions: "Services and web search",
  searchWeb: "Search the web for “{query}”",
} as const;

export type CustomUrlMessages = typeof customUrlEn;
