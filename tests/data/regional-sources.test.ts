import { describe, expect, it } from "vitest";
import { contrastRatio, isHexColor, readableTextColor } from "~/data/contrast";
import { logoFills } from "~/data/logo-fills";
import { Category, categories } from "~/data/categories";
import { regionalSourceCategories } from "~/data/regional-source-ids";
import { regionalSources } from "~/data/regional-sources.server";
import { regions, type Region } from "~/data/regions";
import { generatedLogoTemplate, sourceIdToken, type Source } from "~/data/source-model";
import { sourceIds, sources } from "~/data/sources";
import { catalogueFor } from "~/lib/catalogue/catalogue.server";
import { spriteDrawings } from "../support/logo-sprites";

const regionalIds = Object.keys(regionalSources);
const regional: [string, Source][] = Object.entries(regionalSources);
/** Both catalogues, as every region's dashboard draws from them. */
const everySource: [string, Source][] = [...Object.entries(sources), ...regional];

/** The verified web address of each regional service (evidence in the issue note); a changed address must be verified again. */
const verifiedAddresses: Record<string, string> = {
  bbciplayer: "https://www.bbc.co.uk/iplayer",
  itvx: "https://www.itv.com",
  channel4: "https://www.channel4.com",
  channel5: "https://www.channel5.com",
  nowuk: "https://www.nowtv.com",
  skygo: "https://www.sky.com/watch",
  bbcsounds: "https://www.bbc.co.uk/sounds",
  ardmediathek: "https://www.ardmediathek.de",
  zdf: "https://www.zdf.de",
  joyn: "https://www.joyn.de",
  rtlplus: "https://plus.rtl.de",
  wow: "https://www.wowtv.de",
  magentatv: "https://www.magenta.tv",
  orfon: "https://on.orf.at",
  playsuisse: "https://www.playsuisse.ch",
  francetv: "https://www.france.tv",
  canalplus: "https://www.canalplus.com",
  arte: "https://www.arte.tv",
  tf1plus: "https://www.tf1.fr",
  m6plus: "https://www.m6.fr",
  molotov: "https://www.molotov.tv",
  raiplay: "https://www.raiplay.it",
  mediasetinfinity: "https://mediasetinfinity.mediaset.it",
  nowit: "https://www.nowtv.it",
  rtveplay: "https://www.rtve.es/play",
  atresplayer: "https://www.atresplayer.com",
  mitele: "https://www.mitele.es",
  movistarplus: "https://ver.movistarplus.es",
  filmin: "https://www.filmin.es",
  npostart: "https://npo.nl/start",
  videoland: "https://www.videoland.com",
  kijk: "https://www.kijk.nl",
  vrtmax: "https://www.vrt.be/vrtmax",
  goplay: "https://www.goplay.be",
  svtplay: "https://www.svtplay.se",
  tv4play: "https://www.tv4play.se",
  nrktv: "https://tv.nrk.no",
  tv2playdk: "https://play.tv2.dk",
  tv2playno: "https://play.tv2.no",
  drtv: "https://www.dr.dk/drtv",
  yleareena: "https://areena.yle.fi",
  viaplay: "https://viaplay.com",
  abciview: "https://iview.abc.net.au",
  sbsondemand: "https://www.sbs.com.au/ondemand",
  sevenplus: "https://7plus.com.au",
  ninenow: "https://www.9now.com.au",
  ten: "https://10.com.au",
  stan: "https://www.stan.com.au",
  kayo: "https://kayosports.com.au",
  binge: "https://binge.com.au",
  tvnzplus: "https://www.tvnz.co.nz",
  threenow: "https://www.threenow.co.nz",
  cbcgem: "https://gem.cbc.ca",
  crave: "https://www.crave.ca",
  globaltv: "https://www.globaltv.com",
  ctv: "https://www.ctv.ca",
  tver: "https://tver.jp",
  abema: "https://abema.tv",
  unext: "https://video.unext.jp",
  hulujp: "https://www.hulu.jp",
  lemino: "https://lemino.docomo.ne.jp",
  nhkone: "https://www.web.nhk/tv",
  tving: "https://www.tving.com",
  coupangplay: "https://www.coupangplay.com",
  wavve: "https://www.wavve.com",
  spotvnow: "https://www.spotvnow.co.kr",
  myvideo: "https://www.myvideo.net.tw",
  friday: "https://video.friday.tw",
  hamivideo: "https://hamivideo.hinet.net",
  kktv: "https://www.kktv.me",
  litv: "https://www.litv.tv",
  catchplay: "https://www.catchplay.com/tw",
  iqiyi: "https://www.iq.com",
  eltatv: "https://www.elta.tv",
  mytvsuper: "https://www.mytvsuper.com",
  viu: "https://www.viu.com",
  nowtvhk: "https://nowplayer.now.com",
  wetv: "https://wetv.vip",
  trueid: "https://www.trueid.net/watch/th-th",
  jiohotstar: "https://www.jiohotstar.com",
  zee5: "https://www.zee5.com",
  sonyliv: "https://www.sonyliv.com",
  fancode: "https://www.fancode.com",
  vix: "https://vix.com",
  clarovideo: "https://www.clarovideo.com",
  tabii: "https://www.tabii.com",
  exxen: "https://www.exxen.com",
  puhutv: "https://puhutv.com",
  tod: "https://www.tod.tv",
  kan: "https://www.kan.org.il",
  mako: "https://www.mako.co.il/mako-vod-index",
  reshet13: "https://13tv.co.il",
  shahid: "https://shahid.mbc.net",
  starzplay: "https://www.starzplay.com",
  osnplus: "https://www.osnplus.com",
  weyyak: "https://weyyak.com",
  playerpl: "https://player.pl",
  tvpvod: "https://vod.tvp.pl",
  polsatboxgo: "https://polsatboxgo.pl",
  canalpluspl: "https://www.canalplus.com/pl/",
  skyshowtime: "https://www.skyshowtime.com",
  cda: "https://www.cda.pl",
  rtpplay: "https://www.rtp.pt/play",
  opto: "https://opto.sic.pt",
  tviplayer: "https://tviplayer.iol.pt",
  sporttv: "https://www.sporttv.pt",
};

/** Each region's pack as issue 15 lists it, less the services whose address could not be verified (none so far). */
const issuePacks: Record<Exclude<Region, "us">, string[]> = {
  uk: ["BBC iPlayer", "ITVX", "Channel 4", "5", "NOW", "Sky Go", "BBC Sounds"],
  dach: ["ARD Mediathek", "ZDF", "Joyn", "RTL+", "WOW", "MagentaTV", "ORF ON", "Play Suisse"],
  fr: ["france.tv", "CANAL+", "ARTE", "TF1+", "M6+", "Molotov"],
  it: ["RaiPlay", "Mediaset Infinity", "NOW"],
  es: ["RTVE Play", "atresplayer", "mitele", "Movistar Plus+", "Filmin"],
  benelux: ["NPO Start", "Videoland", "KIJK", "VRT MAX", "GoPlay"],
  // TV 2 Play is two services, the Danish and the Norwegian one.
  nordics: ["SVT Play", "TV4 Play", "NRK TV", "TV 2 Play DK", "TV 2 Play NO", "DR TV", "Yle Areena", "Viaplay"],
  anz: ["ABC iview", "SBS On Demand", "7plus", "9Now", "10", "Stan", "Kayo", "Binge", "TVNZ+", "ThreeNow"],
  ca: ["CBC Gem", "Crave", "Global TV", "CTV"],
  // Issue 31's packs: the services it names, each with public evidence (source-verification.server.ts), and a sports
  // service where one was found (SPOTV NOW, ELTA.tv, FanCode). Left out: WATCHA (in receivership), Vidio (Indonesian, and
  // Indonesia is not in the region), sting tv and NEXT TV (no web player found).
  jp: ["TVer", "ABEMA", "U-NEXT", "Hulu", "Lemino", "NHK ONE"],
  kr: ["TVING", "Coupang Play", "wavve", "SPOTV NOW"],
  tw: ["myVideo", "friDay影音", "Hami Video", "KKTV", "LiTV", "CATCHPLAY+", "iQIYI", "ELTA.tv"],
  hk: ["myTV SUPER", "Viu", "Now TV"],
  sea: ["iQIYI", "Viu", "WeTV", "TrueID"],
  in: ["JioHotstar", "ZEE5", "Sony LIV", "FanCode"],
  latam: ["ViX", "Claro video"],
  tr: ["tabii", "Exxen", "puhutv", "TOD"],
  il: ["כאן 11", "mako", "רשת 13"],
  gulf: ["TOD", "Shahid", "STARZPLAY", "OSN+", "Weyyak"],
  pl: ["Player", "TVP VOD", "Polsat Box Go", "CANAL+ online", "SkyShowtime", "CDA"],
  pt: ["SkyShowtime", "RTP Play", "OPTO", "TVI Player", "SPORT TV"],
};

/** The regions issue 31 added, each with a pack of its own. */
const issue31Regions = ["jp", "kr", "tw", "hk", "sea", "in", "latam", "tr", "il", "gulf", "pl", "pt"] as const satisfies readonly Region[];

/** Services offered in more than one region's pack; every other pack service is offered in its own region only. */
const multiRegionServices: Record<string, Region[]> = {
  arte: ["fr", "dach"],
  iqiyi: ["tw", "sea"],
  viu: ["hk", "sea"],
  tod: ["tr", "gulf"],
  skyshowtime: ["pl", "pt"],
};

/** US-only services the issue names: they must appear on the US dashboard and no other. */
const usOnlyServices = ["hulu", "peacock", "sling", "directv", "xfinity", "philo", "youtubetv"] as const;

/** Regional services no icon set draws; their cards show the name on the brand colour. */
const regionalServicesShownByName = [
  "channel5",
  "skygo",
  "wow",
  "orfon",
  "tf1plus",
  "mediasetinfinity",
  "rtveplay",
  "atresplayer",
  "mitele",
  "filmin",
  "goplay",
  "tv2playdk",
  "tv2playno",
  "sbsondemand",
  "ninenow",
  "stan",
  "kayo",
  "binge",
  "tvnzplus",
  "threenow",
  "crave",
  "globaltv",
  "ctv",
  "lemino",
  "nhkone",
  "coupangplay",
  "wavve",
  "spotvnow",
  "myvideo",
  "friday",
  "hamivideo",
  "kktv",
  "litv",
  "catchplay",
  "eltatv",
  "mytvsuper",
  "nowtvhk",
  "kan",
  "mako",
  "reshet13",
  "starzplay",
  "osnplus",
  "weyyak",
  "tvpvod",
  "polsatboxgo",
  "opto",
  "tviplayer",
  "sporttv",
];

function sourcesOf(region: Region): [string, Source][] {
  return everySource.filter(([, source]) => source.regions.includes(region));
}

function regionOfPack(id: string): Region | undefined {
  return (Object.keys(issuePacks) as Exclude<Region, "us">[]).find((region) =>
    regionalSources[id as keyof typeof regionalSources].regions.includes(region),
  );
}

describe("regional packs", () => {
  it("use ids unique across every region and the bundled catalogue", () => {
    const ids = everySource.map(([id]) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of regionalIds) expect(sourceIds as readonly string[], id).not.toContain(id);
  });

  it.each(regions)("give %s a dashboard whose ids are unique", (region) => {
    const ids = sourcesOf(region).map(([id]) => id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("link every service to its verified address: https, the official host, no query or fragment", () => {
    expect(Object.keys(verifiedAddresses).sort()).toEqual([...regionalIds].sort());
    for (const [id, source] of regional) {
      const url = new URL(source.url);
      expect(url.protocol, id).toBe("https:");
      expect(url.username + url.password, id).toBe("");
      expect(url.search + url.hash, id).toBe("");
      expect(url.port, id).toBe("");
      expect(source.url, id).toBe(verifiedAddresses[id]);
    }
  });

  it.each(regions)("link every %s card to an https address without tracking", (region) => {
    for (const [id, source] of sourcesOf(region)) {
      const url = new URL(source.url);
      expect(url.protocol, id).toBe("https:");
      expect(url.search, id).not.toMatch(/utm_|[?&](ref|cid|gclid|fbclid)=/i);
    }
  });

  it("offer each pack service in its own region only (ARTE, iQIYI, Viu, TOD and SkyShowtime in two)", () => {
    for (const [id, source] of regional) {
      const expected = multiRegionServices[id] ?? [regionOfPack(id)];
      expect(source.regions, id).toEqual(expected);
      expect(source.regions, id).not.toContain("us");
    }
  });

  it("keep the US-only services on the US dashboard alone", () => {
    for (const id of usOnlyServices) expect(sources[id].regions, id).toEqual(["us"]);
    for (const region of regions.filter((candidate) => candidate !== "us")) {
      const ids = sourcesOf(region).map(([id]) => id);
      for (const id of usOnlyServices) expect(ids, `${id} in ${region}`).not.toContain(id);
    }
  });

  it.each(Object.entries(issuePacks))("show %s the verified services the issue lists for it", (region, names) => {
    const shown = sourcesOf(region as Region).map(([, source]) => source.name);
    for (const name of names) expect(shown, name).toContain(name);
  });

  it("follow the regions ParkPlay had with issue 31's, in its order", () => {
    expect(regions.slice(-issue31Regions.length)).toEqual([...issue31Regions]);
    expect(regions).toHaveLength(10 + issue31Regions.length);
  });

  it("give issue 31's regions these many cards per row (Streaming, Live, Sports, Personal, Gaming, Utility)", () => {
    const counts = Object.fromEntries(
      issue31Regions.map((region) => [
        region,
        categories.map((category) => catalogueFor(region).filter(([, , row]) => row === category).length),
      ]),
    );
    expect(counts).toEqual({
      jp: [14, 2, 4, 10, 6, 10],
      kr: [13, 1, 5, 10, 5, 10],
      tw: [17, 2, 5, 10, 5, 10],
      hk: [13, 2, 4, 10, 5, 10],
      sea: [15, 1, 4, 10, 5, 10],
      in: [12, 1, 5, 10, 6, 10],
      latam: [14, 2, 4, 10, 6, 10],
      tr: [14, 1, 5, 10, 5, 10],
      il: [13, 1, 4, 10, 5, 10],
      gulf: [14, 1, 5, 10, 5, 10],
      pl: [16, 2, 4, 10, 7, 10],
      pt: [15, 1, 5, 10, 7, 10],
    });
  });

  it.each(issue31Regions)("give %s its own streaming and live TV services, and a sports row", (region) => {
    const own = regional.filter(([, source]) => source.regions.includes(region));
    const ownCategories = new Set(own.map(([, source]) => source.category));
    expect(ownCategories, region).toContain(Category.Streaming);
    expect(ownCategories, region).toContain(Category.Live);
    expect(
      sourcesOf(region).some(([, source]) => source.category === Category.Sports),
      region,
    ).toBe(true);
  });

  it.each(issue31Regions)("show %s its pack in the issue's order, first in each row", (region) => {
    const dashboard = catalogueFor(region);
    const names = issuePacks[region];
    expect(dashboard.map(([, name]) => name).filter((name) => names.includes(name))).toEqual(names);
    const ownIds = new Set(regional.filter(([, source]) => source.regions.includes(region)).map(([id]) => id));
    for (const category of categories) {
      const ownInRow = dashboard.filter(([, , rowCategory]) => rowCategory === category).map(([id]) => ownIds.has(id));
      const firstGlobal = ownInRow.indexOf(false);
      if (firstGlobal !== -1) expect(ownInRow.slice(firstGlobal), `${region}, row ${category}`).not.toContain(true);
    }
  });

  it("leave out the services issue 31 named that cannot be offered (WATCHA, Vidio, sting tv, NEXT TV)", () => {
    const names = everySource.map(([, source]) => source.name.toLowerCase());
    for (const left of ["watcha", "vidio", "sting tv", "sting+", "next tv"]) expect(names, left).not.toContain(left);
  });

  it("offer the global services in issue 31's regions only where they are sold", () => {
    const offered = (id: keyof typeof sources, region: Region) => (sources[id].regions as readonly Region[]).includes(region);
    // Xbox Cloud Gaming's 29 countries include Japan, South Korea, India, Mexico, Poland and Portugal.
    for (const region of issue31Regions)
      expect(offered("xbox", region), `xbox in ${region}`).toBe(["jp", "kr", "in", "latam", "pl", "pt"].includes(region));
    // HBO Max: not in Japan (inside U-NEXT), South Korea, India, Israel or the Gulf.
    for (const region of issue31Regions)
      expect(offered("max", region), `max in ${region}`).toBe(["tw", "hk", "sea", "latam", "tr", "pl", "pt"].includes(region));
    // Boosteroid serves the EU of the new regions.
    for (const region of issue31Regions)
      expect(offered("boosteroid", region), `boosteroid in ${region}`).toBe(["pl", "pt"].includes(region));
    expect(offered("twitch", "kr")).toBe(false);
    expect(offered("disneyplus", "in")).toBe(false);
    expect(offered("crunchyroll", "jp")).toBe(false);
    for (const id of ["paramountplus", "plutotv"] as const) expect(offered(id, "latam"), id).toBe(true);
    // The worldwide services are offered in every other new region.
    for (const region of issue31Regions.filter((candidate) => candidate !== "kr")) expect(offered("twitch", region), region).toBe(true);
    for (const region of issue31Regions.filter((candidate) => candidate !== "in")) expect(offered("disneyplus", region), region).toBe(true);
    for (const region of issue31Regions) {
      for (const id of ["youtube", "netflix", "prime", "appletv", "dazn", "googlemaps", "tesla"] as const)
        expect(offered(id, region), `${id} in ${region}`).toBe(true);
    }
  });

  it("list every regional id with its row in regional-source-ids.ts, in display order", () => {
    expect(Object.keys(regionalSourceCategories)).toEqual(regionalIds);
    for (const [id, source] of regional) expect(regionalSourceCategories[id], id).toBe(source.category);
  });
});

describe("regional colours and logos", () => {
  it.each(regions)("give every %s card name text of at least 4.5:1 contrast", (region) => {
    for (const [id, source] of sourcesOf(region)) {
      expect(isHexColor(source.colors.dark), id).toBe(true);
      expect(isHexColor(source.colors.light), id).toBe(true);
      expect(source.colors.text, id).toBe(readableTextColor(source.colors.dark));
      expect(contrastRatio(source.colors.text, source.colors.dark), id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("give every regional service a drawing in each of its regions' sprites, except the brands shown by name", () => {
    const byName = regional.filter(([, source]) => source.logos.dark === null).map(([id]) => id);
    expect(byName).toEqual(regionalServicesShownByName);
    for (const [id, source] of regional) {
      if (source.logos.dark === null) {
        expect(source.logos.light, id).toBeNull();
        continue;
      }
      expect(source.logos.dark, id).toBe(generatedLogoTemplate);
      for (const region of source.regions)
        expect(spriteDrawings(region).get(id), `${id} in ${region}`).toContain(`<title>${source.name}</title>`);
    }
  });

  it.each(regions)("draw every %s logo mark at 3:1 or more against its card", (region) => {
    for (const [id, source] of sourcesOf(region)) {
      if (source.logos.dark === null || !source.logos.dark.includes(sourceIdToken)) continue;
      const fill = logoFills[id];
      if (fill === undefined) throw new Error(`${id} has a logo but no recorded fill; re-run scripts/generate-logos.mjs`);
      expect(contrastRatio(fill, source.colors.dark), id).toBeGreaterThanOrEqual(3);
    }
  });
});
