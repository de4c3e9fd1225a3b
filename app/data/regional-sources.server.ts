// The regional packs: services offered in one region (or a few), which only the worker holds. The root loader sends
// the active region's entries to the page, so no region's pack weighs on another's first load.
// Ids are unique across both catalogues (sources.ts too); regional-source-ids.ts lists them for the browser's lazy code.
// When each address was last verified, and the evidence, is in source-verification.server.ts.
import { Category } from "./categories";
import type { Region } from "./regions";
import { generatedIcon, generatedLogo, noLogo } from "./source-logos";
import { brandColor, type Source } from "./source-model";

/** The card's drawing: the brand's mark (simple-icons), an app icon shown with the name (Arcticons), or the name alone. */
const logosByDrawing = { mark: generatedLogo, icon: generatedIcon, name: noLogo } as const;

function regional(
  name: string,
  category: Category,
  url: string,
  color: string,
  regions: readonly Region[],
  drawing: keyof typeof logosByDrawing,
): Source {
  return { name, category, url, colors: brandColor(color), logos: logosByDrawing[drawing], regions };
}

const uk: readonly Region[] = ["uk"];
const dach: readonly Region[] = ["dach"];
const fr: readonly Region[] = ["fr"];
const it: readonly Region[] = ["it"];
const es: readonly Region[] = ["es"];
const benelux: readonly Region[] = ["benelux"];
const nordics: readonly Region[] = ["nordics"];
const anz: readonly Region[] = ["anz"];
const ca: readonly Region[] = ["ca"];

/** In display order: each region's pack as the issue lists it, each one first in its category on that region's dashboard. */
export const regionalSources = {
  bbciplayer: regional("BBC iPlayer", Category.Streaming, "https://www.bbc.co.uk/iplayer", "#000000", uk, "icon"),
  itvx: regional("ITVX", Category.Streaming, "https://www.itv.com", "#102c3d", uk, "mark"),
  channel4: regional("Channel 4", Category.Streaming, "https://www.channel4.com", "#000000", uk, "mark"),
  channel5: regional("5", Category.Streaming, "https://www.channel5.com", "#1e1e50", uk, "name"),
  nowuk: regional("NOW", Category.Streaming, "https://www.nowtv.com", "#001211", uk, "mark"),
  skygo: regional("Sky Go", Category.Streaming, "https://www.sky.com/watch", "#0072c9", uk, "name"),
  bbcsounds: regional("BBC Sounds", Category.Streaming, "https://www.bbc.co.uk/sounds", "#ff4c00", uk, "icon"),
  ardmediathek: regional("ARD Mediathek", Category.Streaming, "https://www.ardmediathek.de", "#001a4b", dach, "icon"),
  zdf: regional("ZDF", Category.Streaming, "https://www.zdf.de", "#fa7d19", dach, "mark"),
  joyn: regional("Joyn", Category.Streaming, "https://www.joyn.de", "#000000", dach, "icon"),
  rtlplus: regional("RTL+", Category.Streaming, "https://plus.rtl.de", "#1c1c1c", dach, "icon"),
  wow: regional("WOW", Category.Streaming, "https://www.wowtv.de", "#1a1a1a", dach, "name"),
  magentatv: regional("MagentaTV", Category.Live, "https://www.magenta.tv", "#e20074", dach, "icon"),
  orfon: regional("ORF ON", Category.Streaming, "https://on.orf.at", "#c4001a", dach, "name"),
  playsuisse: regional("Play Suisse", Category.Streaming, "https://www.playsuisse.ch", "#1a1a1a", dach, "icon"),
  francetv: regional("france.tv", Category.Streaming, "https://www.france.tv", "#1d1d1b", fr, "icon"),
  canalplus: regional("CANAL+", Category.Streaming, "https://www.canalplus.com", "#000000", fr, "icon"),
  arte: regional("ARTE", Category.Streaming, "https://www.arte.tv", "#fd4600", ["fr", "dach"], "icon"),
  tf1plus: regional("TF1+", Category.Streaming, "https://www.tf1.fr", "#0a2fe0", fr, "name"),
  m6plus: regional("M6+", Category.Streaming, "https://www.m6.fr", "#1a1a2e", fr, "icon"),
  molotov: regional("Molotov", Category.Live, "https://www.molotov.tv", "#111111", fr, "icon"),
  raiplay: regional("RaiPlay", Category.Streaming, "https://www.raiplay.it", "#0a1e3c", it, "icon"),
  mediasetinfinity: regional("Mediaset Infinity", Category.Streaming, "https://mediasetinfinity.mediaset.it", "#0b1f4b", it, "name"),
  nowit: regional("NOW", Category.Streaming, "https://www.nowtv.it", "#001211", it, "mark"),
  rtveplay: regional("RTVE Play", Category.Streaming, "https://www.rtve.es/play", "#d6001c", es, "name"),
  atresplayer: regional("atresplayer", Category.Streaming, "https://www.atresplayer.com", "#ff5a00", es, "name"),
  mitele: regional("mitele", Category.Streaming, "https://www.mitele.es", "#0b1f4b", es, "name"),
  movistarplus: regional("Movistar Plus+", Category.Live, "https://ver.movistarplus.es", "#019df4", es, "icon"),
  filmin: regional("Filmin", Category.Streaming, "https://www.filmin.es", "#1a1a1a", es, "name"),
  npostart: regional("NPO Start", Category.Streaming, "https://npo.nl/start", "#ff6d00", benelux, "icon"),
  videoland: regional("Videoland", Category.Streaming, "https://www.videoland.com", "#e50914", benelux, "icon"),
  kijk: regional("KIJK", Category.Streaming, "https://www.kijk.nl", "#1a1a1a", benelux, "icon"),
  vrtmax: regional("VRT MAX", Category.Streaming, "https://www.vrt.be/vrtmax", "#1a1a1a", benelux, "icon"),
  goplay: regional("GoPlay", Category.Streaming, "https://www.goplay.be", "#1a1a1a", benelux, "name"),
  svtplay: regional("SVT Play", Category.Streaming, "https://www.svtplay.se", "#1a1a1a", nordics, "icon"),
  tv4play: regional("TV4 Play", Category.Streaming, "https://www.tv4play.se", "#e0001c", nordics, "mark"),
  nrktv: regional("NRK TV", Category.Streaming, "https://tv.nrk.no", "#061629", nordics, "icon"),
  // TV 2 Denmark and TV 2 Norway are separate companies with separate services; the Nordic dashboard serves both countries.
  tv2playdk: regional("TV 2 Play DK", Category.Streaming, "https://play.tv2.dk", "#1a1a1a", nordics, "name"),
  tv2playno: regional("TV 2 Play NO", Category.Streaming, "https://play.tv2.no", "#1a1a1a", nordics, "name"),
  drtv: regional("DR TV", Category.Streaming, "https://www.dr.dk/drtv", "#1a1a1a", nordics, "icon"),
  yleareena: regional("Yle Areena", Category.Streaming, "https://areena.yle.fi", "#1a1a1a", nordics, "icon"),
  viaplay: regional("Viaplay", Category.Streaming, "https://viaplay.com", "#fe365f", nordics, "mark"),
  abciview: regional("ABC iview", Category.Streaming, "https://iview.abc.net.au", "#000000", anz, "icon"),
  sbsondemand: regional("SBS On Demand", Category.Streaming, "https://www.sbs.com.au/ondemand", "#1a1a1a", anz, "name"),
  sevenplus: regional("7plus", Category.Streaming, "https://7plus.com.au", "#e60000", anz, "icon"),
  ninenow: regional("9Now", Category.Streaming, "https://www.9now.com.au", "#0a2cff", anz, "name"),
  ten: regional("10", Category.Streaming, "https://10.com.au", "#1a1a1a", anz, "icon"),
  stan: regional("Stan", Category.Streaming, "https://www.stan.com.au", "#0072ce", anz, "name"),
  kayo: regional("Kayo", Category.Sports, "https://kayosports.com.au", "#1a1a1a", anz, "name"),
  binge: regional("Binge", Category.Streaming, "https://binge.com.au", "#1a1a1a", anz, "name"),
  tvnzplus: regional("TVNZ+", Category.Streaming, "https://www.tvnz.co.nz", "#1a1a1a", anz, "name"),
  threenow: regional("ThreeNow", Category.Streaming, "https://www.threenow.co.nz", "#1a1a1a", anz, "name"),
  cbcgem: regional("CBC Gem", Category.Streaming, "https://gem.cbc.ca", "#e60505", ca, "mark"),
  crave: regional("Crave", Category.Streaming, "https://www.crave.ca", "#1a1a1a", ca, "name"),
  globaltv: regional("Global TV", Category.Streaming, "https://www.globaltv.com", "#1a1a1a", ca, "name"),
  ctv: regional("CTV", Category.Streaming, "https://www.ctv.ca", "#1a1a1a", ca, "name"),
} satisfies Record<string, Source>;

export type RegionalSourceId = keyof typeof regionalSources;
