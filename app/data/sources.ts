// The catalogue of services offered in more than one region, each with the regions it is offered in. The root loader sends
// the page region's part of it packed (lib/catalogue); on-demand browser chunks read only ids and rows (lib/catalogue/complete.ts).
// Services added for one region's pack live in regional-sources.server.ts. When each address was last verified, and the
// evidence, is in source-verification.server.ts. Logos live on our own origin (see scripts/generate-logos.mjs).
import type { BundledSourceId } from "./bundled-source-ids";
import { Category } from "./categories";
import { regions, type Region } from "./regions";
import { calendarLogo, generatedIcon, generatedLogo, noLogo } from "./source-logos";
import { brandColor, type Source } from "./source-model";

/** Every region: the service is offered worldwide. */
const everywhere: readonly Region[] = regions;
const usOnly: readonly Region[] = ["us"];
/** Every region but the US. */
const outsideUs: readonly Region[] = regions.filter((region) => region !== "us");
/** Every region but those named: a worldwide service with a few markets it does not serve. */
function everywhereBut(...left: readonly Region[]): readonly Region[] {
  return regions.filter((region) => !left.includes(region));
}
/** The regions ParkPlay had before issue 31: the US, Canada, Europe's big markets, Australia and New Zealand. */
const firstRegions: readonly Region[] = ["us", "uk", "dach", "fr", "it", "es", "benelux", "nordics", "anz", "ca"];

export const sources = {
  youtube: {
    name: "YouTube",
    category: Category.Streaming,
    url: "https://www.youtube.com",
    colors: brandColor("#ff0000"),
    logos: generatedLogo,
    regions: everywhere,
  },
  netflix: {
    name: "Netflix",
    category: Category.Streaming,
    url: "https://www.netflix.com/browse",
    colors: brandColor("#000000"),
    logos: generatedLogo,
    regions: everywhere,
  },
  disneyplus: {
    name: "Disney+",
    category: Category.Streaming,
    url: "https://www.disneyplus.com",
    colors: brandColor("#113ccf"),
    logos: generatedIcon,
    // In India, Disney+ is part of JioHotstar (JioCinema and Disney+ Hotstar merged in February 2025).
    regions: everywhereBut("in"),
  },
  // Hulu streams in the US only.
  hulu: {
    name: "Hulu",
    category: Category.Streaming,
    url: "https://www.hulu.com",
    colors: brandColor("#1ce783"),
    logos: generatedIcon,
    regions: usOnly,
  },
  prime: {
    name: "Prime Video",
    category: Category.Streaming,
    url: "https://www.primevideo.com",
    colors: brandColor("#00a8e1"),
    logos: generatedIcon,
    regions: everywhere,
  },
  // Max took back the name HBO Max in July 2025 (the id stays "max", so stored choices keep working); it came to Germany,
  // Austria, Switzerland and Italy in January 2026, and to the UK and Ireland in March 2026. Crave carries HBO in Canada.
  // Latin America has had it since June 2021, Poland and Portugal since 2022, Taiwan, Hong Kong and Southeast Asia since
  // November 2024, and Türkiye since April 2025 (in BluTV's place). In Japan it lives inside U-NEXT; no Korean, Indian,
  // Israeli or Gulf service of its own.
  max: {
    name: "HBO Max",
    category: Category.Streaming,
    url: "https://www.hbomax.com",
    colors: brandColor("#002be7"),
    logos: generatedLogo,
    regions: ["us", "uk", "dach", "fr", "it", "es", "benelux", "nordics", "anz", "tw", "hk", "sea", "latam", "tr", "pl", "pt"],
  },
  // Apple TV+ has been called Apple TV since October 2025.
  appletv: {
    name: "Apple TV",
    category: Category.Streaming,
    url: "https://tv.apple.com",
    colors: brandColor("#000000"),
    logos: generatedLogo,
    regions: everywhere,
  },
  // NBCUniversal's Peacock is sold in the US only (Europe gets SkyShowtime).
  peacock: {
    name: "Peacock",
    category: Category.Streaming,
    url: "https://www.peacocktv.com",
    colors: brandColor("#000000"),
    logos: generatedIcon,
    regions: usOnly,
  },
  // Paramount+ is replaced by SkyShowtime in the Nordics, Benelux and Spain (and in Poland and Portugal); it launched in
  // Latin America with the US and Canada in March 2021.
  paramountplus: {
    name: "Paramount+",
    category: Category.Streaming,
    url: "https://www.paramountplus.com",
    colors: brandColor("#0064ff"),
    logos: generatedLogo,
    regions: ["us", "uk", "dach", "fr", "it", "anz", "ca", "latam"],
  },
  rumble: {
    name: "Rumble",
    category: Category.Streaming,
    url: "https://rumble.com",
    colors: brandColor("#85c742"),
    logos: generatedLogo,
    regions: everywhere,
  },
  curiositystream: {
    name: "Curiosity Stream",
    category: Category.Streaming,
    url: "https://curiositystream.com",
    colors: brandColor("#ffb81c"),
    logos: generatedIcon,
    regions: everywhere,
  },
  // Crunchyroll streams Japanese anime to over 200 countries, but not to Japan itself.
  crunchyroll: {
    name: "Crunchyroll",
    category: Category.Streaming,
    url: "https://www.crunchyroll.com",
    colors: brandColor("#ff5e00"),
    logos: generatedLogo,
    regions: everywhereBut("jp"),
  },
  // YouTube's app for children, in Bentkey's place: the Daily Wire laid off Bentkey's whole team in March 2025.
  youtubekids: {
    name: "YouTube Kids",
    category: Category.Streaming,
    url: "https://www.youtubekids.com",
    colors: brandColor("#ff0000"),
    logos: generatedLogo,
    regions: everywhere,
  },
  viki: {
    name: "Rakuten Viki",
    category: Category.Streaming,
    url: "https://www.viki.com",
    colors: brandColor("#0c86e8"),
    logos: generatedIcon,
    regions: everywhere,
  },
  // AMC's Shudder is sold in the US, Canada, the UK and Ireland, Australia and New Zealand.
  shudder: {
    name: "Shudder",
    category: Category.Streaming,
    url: "https://www.shudder.com",
    colors: brandColor("#c4161c"),
    logos: noLogo,
    regions: ["us", "uk", "anz", "ca"],
  },
  // PBS Kids video is for US viewers (public broadcasting's rights stop at the border).
  pbskids: {
    name: "PBS Kids",
    category: Category.Streaming,
    url: "https://pbskids.org/video",
    colors: brandColor("#2638c4"),
    logos: noLogo,
    regions: usOnly,
  },
  // Pure Flix merged with Great American Media in 2023 and took its name; a US service. The id stays "pureflix".
  pureflix: {
    name: "Great American Pure Flix",
    category: Category.Streaming,
    url: "https://www.pureflix.com",
    colors: brandColor("#1c6eb8"),
    logos: noLogo,
    regions: usOnly,
  },
  vimeo: {
    name: "Vimeo",
    category: Category.Streaming,
    url: "https://vimeo.com",
    colors: brandColor("#1ab7ea"),
    logos: generatedLogo,
    regions: everywhere,
  },
  // YouTube TV carries US networks and is US-only.
  youtubetv: {
    name: "YouTube TV",
    category: Category.Live,
    url: "https://tv.youtube.com",
    colors: brandColor("#ff0000"),
    logos: generatedLogo,
    regions: usOnly,
  },
  // Sling TV is US-only.
  sling: {
    name: "Sling",
    category: Category.Live,
    url: "https://watch.sling.com",
    colors: brandColor("#0072ec"),
    logos: generatedIcon,
    regions: usOnly,
  },
  // DIRECTV Stream is US-only.
  directv: {
    name: "DIRECTV Stream",
    category: Category.Live,
    url: "https://stream.directv.com",
    colors: brandColor("#009fdb"),
    logos: generatedIcon,
    regions: usOnly,
  },
  // Comcast's Xfinity Stream needs a US Xfinity subscription.
  xfinity: {
    name: "Xfinity Stream",
    category: Category.Live,
    url: "https://www.xfinity.com/stream",
    colors: brandColor("#6138f5"),
    logos: generatedIcon,
    regions: usOnly,
  },
  // Fubo streams in the US and Canada.
  fubotv: {
    name: "FuboTV",
    category: Category.Live,
    url: "https://www.fubo.tv",
    colors: brandColor("#c83d1e"),
    logos: generatedLogo,
    regions: ["us", "ca"],
  },
  // Philo is US-only.
  philo: {
    name: "Philo",
    category: Category.Live,
    url: "https://www.philo.com",
    colors: brandColor("#3a1ea6"),
    logos: noLogo,
    regions: usOnly,
  },
  // Tubi streams in the US, Canada, the UK, Australia and New Zealand.
  tubi: {
    name: "Tubi",
    category: Category.Live,
    url: "https://tubitv.com",
    colors: brandColor("#7408ff"),
    logos: generatedLogo,
    regions: ["us", "uk", "anz", "ca"],
  },
  // Pluto TV has no Benelux or Australian service; Paramount runs it in Latin America beside Paramount+.
  plutotv: {
    name: "Pluto TV",
    category: Category.Live,
    url: "https://pluto.tv",
    colors: brandColor("#fff200"),
    logos: generatedIcon,
    regions: ["us", "uk", "dach", "fr", "it", "es", "nordics", "ca", "latam"],
  },
  // Roku's free, ad-supported service; its web player is for US viewers.
  rokuchannel: {
    name: "The Roku Channel",
    category: Category.Live,
    url: "https://therokuchannel.roku.com",
    colors: brandColor("#662d91"),
    logos: generatedLogo,
    regions: usOnly,
  },
  // ESPN streaming (ESPN+) is sold in the US only.
  espn: {
    name: "ESPN",
    category: Category.Sports,
    url: "https://www.espn.com/watch",
    colors: brandColor("#cc0000"),
    logos: generatedIcon,
    regions: usOnly,
  },
  // FOX Sports live streams are for US pay-TV subscribers.
  foxsports: {
    name: "FOX Sports",
    category: Category.Sports,
    url: "https://www.foxsports.com/live",
    colors: brandColor("#0b2a5b"),
    logos: generatedLogo,
    regions: usOnly,
  },
  // NFL+ is US-only; other countries get NFL Game Pass on DAZN.
  nflplus: {
    name: "NFL+",
    category: Category.Sports,
    url: "https://www.nfl.com/plus",
    colors: brandColor("#013369"),
    logos: generatedIcon,
    regions: usOnly,
  },
  // MLB.TV is sold worldwide (blackouts apply only near US and Canadian teams).
  mlbtv: {
    name: "MLB.TV",
    category: Category.Sports,
    url: "https://www.mlb.com/tv",
    colors: brandColor("#041e42"),
    logos: generatedLogo,
    regions: everywhere,
  },
  // NBA League Pass is sold in over 200 countries through nba.com.
  nbaleaguepass: {
    name: "NBA League Pass",
    category: Category.Sports,
    url: "https://www.nba.com/watch",
    colors: brandColor("#1d428a"),
    logos: generatedLogo,
    regions: everywhere,
  },
  // F1 TV is sold in nearly every country, but from 2026 no longer on its own in the US, where Apple TV holds the rights.
  f1tv: {
    name: "F1 TV",
    category: Category.Sports,
    url: "https://f1tv.formula1.com",
    colors: brandColor("#e10600"),
    logos: generatedLogo,
    regions: outsideUs,
  },
  // DAZN is offered worldwide since its 2020 global launch.
  dazn: {
    name: "DAZN",
    category: Category.Sports,
    url: "https://www.dazn.com",
    colors: brandColor("#0c161c"),
    logos: generatedLogo,
    regions: everywhere,
  },
  plex: {
    name: "Plex",
    category: Category.Personal,
    url: "https://app.plex.tv",
    colors: brandColor("#282a2d"),
    logos: generatedLogo,
    regions: everywhere,
  },
  emby: {
    name: "Emby",
    category: Category.Personal,
    url: "https://app.emby.media",
    colors: brandColor("#52b54b"),
    logos: generatedLogo,
    regions: everywhere,
  },
  stremio: {
    name: "Stremio",
    category: Category.Personal,
    url: "https://web.stremio.com",
    colors: brandColor("#685cee"),
    logos: generatedLogo,
    regions: everywhere,
  },
  googledrive: {
    name: "Google Drive",
    category: Category.Personal,
    url: "https://drive.google.com",
    colors: brandColor("#202124"),
    logos: generatedLogo,
    regions: everywhere,
  },
  dropbox: {
    name: "Dropbox",
    category: Category.Personal,
    url: "https://www.dropbox.com/home",
    colors: brandColor("#0061ff"),
    logos: generatedLogo,
    regions: everywhere,
  },
  icloud: {
    name: "iCloud",
    category: Category.Personal,
    url: "https://www.icloud.com",
    colors: brandColor("#3693f3"),
    logos: generatedLogo,
    regions: everywhere,
  },
  onedrive: {
    name: "OneDrive",
    category: Category.Personal,
    url: "https://onedrive.live.com",
    colors: brandColor("#0078d4"),
    logos: generatedIcon,
    regions: everywhere,
  },
  box: {
    name: "Box",
    category: Category.Personal,
    url: "https://app.box.com",
    colors: brandColor("#0061d5"),
    logos: generatedLogo,
    regions: everywhere,
  },
  googlephotos: {
    name: "Google Photos",
    category: Category.Personal,
    url: "https://photos.google.com",
    colors: brandColor("#202124"),
    logos: generatedLogo,
    regions: everywhere,
  },
  googlebooks: {
    name: "Google Play Books",
    category: Category.Personal,
    url: "https://play.google.com/books",
    colors: brandColor("#1a73e8"),
    logos: generatedIcon,
    regions: everywhere,
  },
  // Twitch ended its business in South Korea on 27 February 2024.
  twitch: {
    name: "Twitch",
    category: Category.Gaming,
    url: "https://www.twitch.tv",
    colors: brandColor("#9146ff"),
    logos: generatedLogo,
    regions: everywhereBut("kr"),
  },
  kick: {
    name: "KICK",
    category: Category.Gaming,
    url: "https://kick.com",
    colors: brandColor("#0b0e0f"),
    logos: generatedLogo,
    regions: everywhere,
  },
  // In Facebook Gaming's place: Meta ended its gaming creator program in 2026.
  youtubegaming: {
    name: "YouTube Gaming",
    category: Category.Gaming,
    url: "https://www.youtube.com/gaming",
    colors: brandColor("#ff0000"),
    logos: generatedLogo,
    regions: everywhere,
  },
  // Xbox Cloud Gaming covers 29 countries since its Indian launch: every region ParkPlay had before issue 31, and Japan,
  // South Korea, India, Mexico, Poland and Portugal. Of Latin America only Mexico has it, not Chile or Colombia, but the
  // region's dashboard serves all three.
  xbox: {
    name: "Xbox Cloud Gaming",
    category: Category.Gaming,
    url: "https://www.xbox.com/play",
    colors: brandColor("#107c10"),
    logos: generatedIcon,
    regions: [...firstRegions, "jp", "kr", "in", "latam", "pl", "pt"],
  },
  parsec: {
    name: "Parsec",
    category: Category.Gaming,
    url: "https://web.parsec.app",
    colors: brandColor("#1b1b25"),
    logos: generatedIcon,
    regions: everywhere,
  },
  geforcenow: {
    name: "GeForce NOW",
    category: Category.Gaming,
    url: "https://play.geforcenow.com",
    colors: brandColor("#1a1a1a"),
    logos: generatedLogo,
    regions: everywhere,
  },
  // Amazon Luna is offered in the US, Canada, the UK, Germany, France, Italy and Spain.
  amazonluna: {
    name: "Amazon Luna",
    category: Category.Gaming,
    url: "https://luna.amazon.com",
    colors: brandColor("#4b2dbf"),
    logos: generatedIcon,
    regions: ["us", "uk", "dach", "fr", "it", "es", "ca"],
  },
  // Boosteroid serves the US, the UK and the European Union (and the regions ParkPlay had before issue 31); nothing was
  // found of it in Asia, Latin America, Türkiye, Israel or the Gulf.
  boosteroid: {
    name: "Boosteroid",
    category: Category.Gaming,
    url: "https://cloud.boosteroid.com",
    colors: brandColor("#e8421a"),
    logos: generatedIcon,
    regions: [...firstRegions, "pl", "pt"],
  },
  googlemaps: {
    name: "Google Maps",
    category: Category.Utility,
    url: "https://www.google.com/maps",
    colors: brandColor("#202124"),
    logos: generatedLogo,
    regions: everywhere,
  },
  waze: {
    name: "Waze",
    category: Category.Utility,
    url: "https://www.waze.com/live-map",
    colors: brandColor("#33ccff"),
    logos: generatedLogo,
    regions: everywhere,
  },
  abrp: {
    name: "A Better Route Planner",
    category: Category.Utility,
    url: "https://abetterrouteplanner.com",
    colors: brandColor("#0e3a5f"),
    logos: generatedLogo,
    regions: everywhere,
  },
  plugshare: {
    name: "PlugShare",
    category: Category.Utility,
    url: "https://www.plugshare.com",
    colors: brandColor("#0072bc"),
    logos: generatedIcon,
    regions: everywhere,
  },
  tesla: {
    name: "Tesla Account",
    category: Category.Utility,
    url: "https://www.tesla.com/teslaaccount",
    colors: brandColor("#171a20"),
    logos: generatedLogo,
    regions: everywhere,
  },
  ventusky: {
    name: "Ventusky",
    category: Category.Utility,
    url: "https://www.ventusky.com",
    colors: brandColor("#1e4f8a"),
    logos: generatedIcon,
    regions: everywhere,
  },
  googlecalendar: {
    name: "Google Calendar",
    category: Category.Utility,
    url: "https://calendar.google.com",
    colors: brandColor("#202124"),
    logos: calendarLogo,
    regions: everywhere,
  },
  // Calls: drivers take them in the parked car. Each service's web client, which needs no install.
  zoom: {
    name: "Zoom",
    category: Category.Utility,
    url: "https://app.zoom.us/wc",
    colors: brandColor("#0b5cff"),
    logos: generatedLogo,
    regions: everywhere,
  },
  googlemeet: {
    name: "Google Meet",
    category: Category.Utility,
    url: "https://meet.google.com",
    colors: brandColor("#202124"),
    logos: generatedLogo,
    regions: everywhere,
  },
  teams: {
    name: "Microsoft Teams",
    category: Category.Utility,
    url: "https://teams.microsoft.com",
    colors: brandColor("#4b53bc"),
    logos: generatedIcon,
    regions: everywhere,
  },
} satisfies Record<BundledSourceId, Source>;

export type SourceId = keyof typeof sources;

/** Every source id, in catalogue order. */
export const sourceIds = Object.keys(sources) as SourceId[];
