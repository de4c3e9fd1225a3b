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
const jp: readonly Region[] = ["jp"];
const kr: readonly Region[] = ["kr"];
const tw: readonly Region[] = ["tw"];
const hk: readonly Region[] = ["hk"];
const sea: readonly Region[] = ["sea"];
// "in" is a keyword, so India's constant has a longer name.
const india: readonly Region[] = ["in"];
const latam: readonly Region[] = ["latam"];
const tr: readonly Region[] = ["tr"];
const il: readonly Region[] = ["il"];
const gulf: readonly Region[] = ["gulf"];
const pl: readonly Region[] = ["pl"];
const pt: readonly Region[] = ["pt"];

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
  // Issue 31's packs. No brand colour of these was found in a public source, so each card takes the neutral #1a1a1a.
  // Each is named as the service names itself to drivers there (friDay影音, כאן 11, רשת 13); Latin where the brand is
  // (Shahid and Weyyak show their Latin names beside the Arabic ones). Live holds the services that carry TV channels
  // live (internet TV stations, pay-TV platforms and the broadcasters' players whose channels play there).
  // Most play only to addresses in their country, and some Japanese services allow only the browsers they list (NHK's
  // refused Firefox in 2022): the Tesla browser is not on such lists, and only a test in a car there can tell.
  tver: regional("TVer", Category.Streaming, "https://tver.jp", "#1a1a1a", jp, "icon"),
  abema: regional("ABEMA", Category.Live, "https://abema.tv", "#1a1a1a", jp, "icon"),
  unext: regional("U-NEXT", Category.Streaming, "https://video.unext.jp", "#1a1a1a", jp, "icon"),
  // Nippon TV's Hulu, not the US service (hulu), which streams in the US only.
  hulujp: regional("Hulu", Category.Streaming, "https://www.hulu.jp", "#1a1a1a", jp, "icon"),
  lemino: regional("Lemino", Category.Streaming, "https://lemino.docomo.ne.jp", "#1a1a1a", jp, "name"),
  // NHK+ became NHK ONE in October 2025: NHK's channels live and a week of catch-up, for households with a licence.
  // Arcticons' only NHK player icon is the retired NHK+ one, so the card shows the name.
  nhkone: regional("NHK ONE", Category.Live, "https://www.web.nhk/tv", "#1a1a1a", jp, "name"),
  tving: regional("TVING", Category.Streaming, "https://www.tving.com", "#1a1a1a", kr, "icon"),
  // Arcticons' "coupang" is the shopping app's badge, not Coupang Play's mark: the card shows the name.
  coupangplay: regional("Coupang Play", Category.Streaming, "https://www.coupangplay.com", "#1a1a1a", kr, "name"),
  // KBS, MBC and SBS's service, with their channels live; its merger with TVING was approved with conditions in June 2025.
  wavve: regional("wavve", Category.Live, "https://www.wavve.com", "#1a1a1a", kr, "name"),
  spotvnow: regional("SPOTV NOW", Category.Sports, "https://www.spotvnow.co.kr", "#1a1a1a", kr, "name"),
  myvideo: regional("myVideo", Category.Streaming, "https://www.myvideo.net.tw", "#1a1a1a", tw, "name"),
  friday: regional("friDay影音", Category.Streaming, "https://video.friday.tw", "#1a1a1a", tw, "name"),
  hamivideo: regional("Hami Video", Category.Live, "https://hamivideo.hinet.net", "#1a1a1a", tw, "name"),
  kktv: regional("KKTV", Category.Streaming, "https://www.kktv.me", "#1a1a1a", tw, "name"),
  litv: regional("LiTV", Category.Live, "https://www.litv.tv", "#1a1a1a", tw, "name"),
  catchplay: regional("CATCHPLAY+", Category.Streaming, "https://www.catchplay.com/tw", "#1a1a1a", tw, "name"),
  // iQIYI's international service, in Taiwan and Southeast Asia.
  iqiyi: regional("iQIYI", Category.Streaming, "https://www.iq.com", "#1a1a1a", ["tw", "sea"], "icon"),
  eltatv: regional("ELTA.tv", Category.Sports, "https://www.elta.tv", "#1a1a1a", tw, "name"),
  mytvsuper: regional("myTV SUPER", Category.Live, "https://www.mytvsuper.com", "#1a1a1a", hk, "name"),
  viu: regional("Viu", Category.Streaming, "https://www.viu.com", "#1a1a1a", ["hk", "sea"], "icon"),
  // PCCW's pay TV in Hong Kong, not Sky's NOW (nowuk, nowit): simple-icons' "now" is Sky's mark, so the card shows the name.
  nowtvhk: regional("Now TV", Category.Live, "https://nowplayer.now.com", "#1a1a1a", hk, "name"),
  wetv: regional("WeTV", Category.Streaming, "https://wetv.vip", "#1a1a1a", sea, "icon"),
  // Thailand's (True's); the region's dashboard serves Singapore, Malaysia and the Philippines as well.
  trueid: regional("TrueID", Category.Live, "https://www.trueid.net/watch/th-th", "#1a1a1a", sea, "icon"),
  // JioCinema and Disney+ Hotstar merged into JioHotstar in February 2025; Disney+ is not sold apart in India.
  jiohotstar: regional("JioHotstar", Category.Streaming, "https://www.jiohotstar.com", "#1a1a1a", india, "icon"),
  zee5: regional("ZEE5", Category.Streaming, "https://www.zee5.com", "#1a1a1a", india, "icon"),
  sonyliv: regional("Sony LIV", Category.Live, "https://www.sonyliv.com", "#1a1a1a", india, "icon"),
  fancode: regional("FanCode", Category.Sports, "https://www.fancode.com", "#1a1a1a", india, "icon"),
  // Free with a hundred live channels, and the paid ViX Premium.
  vix: regional("ViX", Category.Live, "https://vix.com", "#1a1a1a", latam, "icon"),
  clarovideo: regional("Claro video", Category.Streaming, "https://www.clarovideo.com", "#1a1a1a", latam, "icon"),
  // TRT's platform, with TRT's channels live.
  tabii: regional("tabii", Category.Live, "https://www.tabii.com", "#1a1a1a", tr, "icon"),
  exxen: regional("Exxen", Category.Streaming, "https://www.exxen.com", "#1a1a1a", tr, "icon"),
  puhutv: regional("puhutv", Category.Streaming, "https://puhutv.com", "#1a1a1a", tr, "icon"),
  // beIN's streaming service in Türkiye and the Middle East (one site, by country); Saudi Arabia blocked it in November 2022.
  tod: regional("TOD", Category.Sports, "https://www.tod.tv", "#1a1a1a", ["tr", "gulf"], "icon"),
  // Israel's public broadcaster. Arcticons' "kan" draws a single line, so the card shows the name.
  kan: regional("כאן 11", Category.Live, "https://www.kan.org.il", "#1a1a1a", il, "name"),
  // Keshet 12's site. Arcticons' "mako" draws a frog, not the brand: the card shows the name.
  mako: regional("mako", Category.Streaming, "https://www.mako.co.il/mako-vod-index", "#1a1a1a", il, "name"),
  reshet13: regional("רשת 13", Category.Streaming, "https://13tv.co.il", "#1a1a1a", il, "name"),
  // MBC's service, with the MBC channels live.
  shahid: regional("Shahid", Category.Live, "https://shahid.mbc.net", "#1a1a1a", gulf, "icon"),
  // simple-icons' and Arcticons' "starz" are the US STARZ mark, not STARZPLAY's: the card shows the name.
  starzplay: regional("STARZPLAY", Category.Streaming, "https://www.starzplay.com", "#1a1a1a", gulf, "name"),
  osnplus: regional("OSN+", Category.Streaming, "https://www.osnplus.com", "#1a1a1a", gulf, "name"),
  weyyak: regional("Weyyak", Category.Streaming, "https://weyyak.com", "#1a1a1a", gulf, "name"),
  // TVN's Player (Warner Bros. Discovery).
  playerpl: regional("Player", Category.Streaming, "https://player.pl", "#1a1a1a", pl, "icon"),
  tvpvod: regional("TVP VOD", Category.Streaming, "https://vod.tvp.pl", "#1a1a1a", pl, "name"),
  polsatboxgo: regional("Polsat Box Go", Category.Live, "https://polsatboxgo.pl", "#1a1a1a", pl, "name"),
  // CANAL+ Polska's own service, apart from CANAL+ in France (canalplus).
  canalpluspl: regional("CANAL+ online", Category.Live, "https://www.canalplus.com/pl/", "#000000", pl, "icon"),
  // Comcast and Paramount's service in Poland and Portugal, where Peacock and Paramount+ are not sold.
  skyshowtime: regional("SkyShowtime", Category.Streaming, "https://www.skyshowtime.com", "#1a1a1a", ["pl", "pt"], "icon"),
  cda: regional("CDA", Category.Streaming, "https://www.cda.pl", "#1a1a1a", pl, "icon"),
  // RTP's channels live, free, beside its catch-up.
  rtpplay: regional("RTP Play", Category.Live, "https://www.rtp.pt/play", "#1a1a1a", pt, "icon"),
  // SIC's streaming service.
  opto: regional("OPTO", Category.Streaming, "https://opto.sic.pt", "#1a1a1a", pt, "name"),
  tviplayer: regional("TVI Player", Category.Streaming, "https://tviplayer.iol.pt", "#1a1a1a", pt, "name"),
  sporttv: regional("SPORT TV", Category.Sports, "https://www.sporttv.pt", "#1a1a1a", pt, "name"),
} satisfies Record<string, Source>;

export type RegionalSourceId = keyof typeof regionalSources;
