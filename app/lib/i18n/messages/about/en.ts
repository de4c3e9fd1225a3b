// The About page in English: the source of keys and placeholders. It reaches the browser as the about loader's data, in
// the driver's language only. Brand, icon-set and licence names are never part of a message; they fill placeholders.

export const aboutEn = {
  "page.title": "About · ParkPlay",
  title: "About",
  intro:
    "ParkPlay puts streaming, live TV, sports, personal media, cloud games, video calls and car tools one tap away on your car's screen, for the times you are parked: charging, waiting or taking a break.",
  fullscreen:
    "Use it only while your car is in Park. Many in-car browsers, Tesla's among them, show a website full-screen only when it was opened from YouTube. ‘{button}’ takes you to YouTube's redirect page; tap GO TO SITE there and ParkPlay comes back filling the whole screen.",
  services:
    "Each link opens the service's own secure website, where you sign in with that service as usual. Whether a service works in your car's browser is up to that service and your car's maker, and is outside our control.",
  brands:
    "ParkPlay is not affiliated with, endorsed by or sponsored by any of the brands shown. Their names and logos belong to their owners and appear only so you can recognise them.",
  privacy:
    "ParkPlay stores none of your information. There are no accounts, and the few choices it remembers, such as full-screen mode, stay in your own browser.",
  "disclaimer.title": "Disclaimer",
  disclaimer:
    "ParkPlay is provided as is, without any warranty. Never watch, play or use the screen this way while driving; you are responsible for using it safely and lawfully. The services it links to set their own content, availability, prices and terms, and ParkPlay is not responsible for them.",
  "logos.title": "Logos",
  "logos.intro":
    "Every logo is served by ParkPlay itself and drawn in one colour that stands out on its card, from these open icon sets. The {ownLogo} mark and the {ownPage} page are ParkPlay's own drawings.",
  "logos.set": "{set} by {author}, licensed under {licence}",
  "logos.changes.simpleIcons": "Drawn in the brand's colour, or in white or near-black where that colour would not stand out on the card.",
  "logos.changes.arcticons":
    "Recoloured to white or near-black, whichever stands out on the card, and drawn with strokes 1.5 times as wide; each card shows its icon small, above the service's name. These adapted logos are shared under {licence} as well.",
  "logos.files": "Every drawing with its icon set, icon name and licence:",
} as const;

export type AboutMessages = typeof aboutEn;
