// When each catalogue entry's address was last verified, and the public evidence it was checked against (issue 23). Server
// and tooling only (tests, scripts/check-links.ts): the browser never needs it, so it stays off every bundle.
// Entries whose only evidence is their own address were checked against the service's own page when they were added
// (sources.ts on 2026-11-21, the regional packs on 2026-11-24); those renamed, replaced or added in issue 23 cite public reports.
// `npm run check:links` requests every address again; record its date here once an address is confirmed or corrected.
// Issue 31 (2026-12-02) added the regions' reports to the global entries whose regions it changed (the dates of their
// addresses are unchanged), and its own packs with the day their evidence was read. That evidence was found offline: none of
// those addresses was requested, and most play only inside their country, so check:links from Europe or the US may show
// them moved or broken. Where no page was found for the address itself, the evidence is the service's domain in public
// rule lists or yt-dlp's extractor for its pages; such entries say so, and want a check from inside the country.
import type { RegionalSourceId } from "./regional-sources.server";
import type { SourceId } from "./sources";

export interface SourceVerification {
  /** The day the address was last verified, as YYYY-MM-DD. */
  verified: string;
  /** Public pages the entry was checked against: reports of a change first, the service's own page last. */
  evidence: readonly [string, ...string[]];
}

export const sourceVerifications = {
  // sources.ts
  youtube: { verified: "2026-11-21", evidence: ["https://www.youtube.com"] },
  netflix: { verified: "2026-11-21", evidence: ["https://www.netflix.com/browse"] },
  disneyplus: {
    verified: "2026-11-21",
    evidence: [
      // Disney+ Hotstar merged into JioHotstar in India; Southeast Asia's Disney+ Hotstar became Disney+ in October 2025.
      "https://digitalherald.in/how-hotstar-became-indias-streaming-powe",
      "https://www.hubbry.com/Hotstar",
      "https://www.disneyplus.com",
    ],
  },
  hulu: { verified: "2026-11-21", evidence: ["https://www.hulu.com"] },
  prime: {
    verified: "2026-11-21",
    // Served worldwide but for mainland China, Cuba, Iran, North Korea, Sudan, Russia, Belarus, Syria and Vietnam.
    evidence: ["https://en.wikipedia.org/wiki/Amazon_Prime_Video", "https://www.primevideo.com"],
  },
  max: {
    verified: "2026-11-26",
    evidence: [
      "https://www.avclub.com/hbo-max-name-change-again-warner-bros",
      "https://www.taxidrivers.it/496520/latest-news/hbo-max-debutto-europa.html",
      // Issue 31: Latin America (June 2021), Portugal (March 2022), Poland, Taiwan, Hong Kong and Southeast Asia (November
      // 2024), Türkiye (April 2025); in Japan only inside U-NEXT.
      "https://thetexasreporter.com/televisaunivision-unveils-plans-for-streaming-service-in-spanish/",
      "https://espalhafactos.com/2022/03/08/serie-original-portuguesa-da-hbo-max-esta-em-desenvolvimento-plataforma-quer-investir-no-mercado-nacional/",
      "https://antyweb.pl/najpopularniejsze-vod-w-polsce-ranking-top-10-wrzesien-2023",
      "https://feeds.news/max-rollout-continues-with-asia-launches-this-is-barely-finishing-act-one-says-warner-bros-discovery-222031.html",
      "https://mediaboyworld.blogspot.com/2025/04/hollywood-reporter-max-goes-live-in.html",
      "https://hicelebnews.com/entertainment/apos-warner-bros-discovery-sets-max-rollout-dates-in-australia-several-asian-markets",
    ],
  },
  appletv: { verified: "2026-11-26", evidence: ["https://www.newscaststudio.com/2025/10/15/apple-tv-plus-rebranding"] },
  peacock: { verified: "2026-11-21", evidence: ["https://www.peacocktv.com"] },
  paramountplus: {
    verified: "2026-11-21",
    evidence: [
      // Launched in the US, Canada and Latin America on 4 March 2021.
      "https://listindiario.com/entretenimiento/2021/02/25/658690/mission-impossible-7-y-otros-estrenos-se-lanzaran-en-paramount",
      "https://www.paramountplus.com",
    ],
  },
  rumble: { verified: "2026-11-21", evidence: ["https://rumble.com"] },
  curiositystream: { verified: "2026-11-21", evidence: ["https://curiositystream.com"] },
  crunchyroll: {
    verified: "2026-11-21",
    // Not offered in Japan ("現在、あなたの地域ではご利用いただけません"), Toyo Keizai, 2025.
    evidence: ["https://toyokeizai.net/articles/-/898856", "https://www.crunchyroll.com"],
  },
  youtubekids: {
    verified: "2026-11-26",
    evidence: [
      "https://www.breitbart.com/the-media/2025/03/30/report-daily-wire-lays-off-employees-from-kids-department/",
      "https://www.youtubekids.com",
    ],
  },
  viki: { verified: "2026-11-21", evidence: ["https://www.viki.com"] },
  shudder: { verified: "2026-11-21", evidence: ["https://www.shudder.com"] },
  pbskids: { verified: "2026-11-21", evidence: ["https://pbskids.org/video"] },
  pureflix: { verified: "2026-11-26", evidence: ["https://www.familytheater.org/blog/pure-flix-christmas-streamers-taylor-swift"] },
  vimeo: { verified: "2026-11-21", evidence: ["https://vimeo.com"] },
  youtubetv: { verified: "2026-11-21", evidence: ["https://tv.youtube.com"] },
  sling: { verified: "2026-11-21", evidence: ["https://watch.sling.com"] },
  directv: { verified: "2026-11-21", evidence: ["https://stream.directv.com"] },
  xfinity: { verified: "2026-11-21", evidence: ["https://www.xfinity.com/stream"] },
  fubotv: { verified: "2026-11-21", evidence: ["https://www.fubo.tv"] },
  philo: { verified: "2026-11-21", evidence: ["https://www.philo.com"] },
  tubi: { verified: "2026-11-21", evidence: ["https://tubitv.com"] },
  plutotv: {
    verified: "2026-11-21",
    // Paramount's free service in Latin America beside Paramount+ (Produ, 2021).
    evidence: ["https://produ.com/?p=634538", "https://pluto.tv"],
  },
  rokuchannel: { verified: "2026-11-26", evidence: ["https://rightsta.com/wiki/the-roku-channel", "https://therokuchannel.roku.com"] },
  espn: { verified: "2026-11-21", evidence: ["https://www.espn.com/watch"] },
  foxsports: { verified: "2026-11-21", evidence: ["https://www.foxsports.com/live"] },
  nflplus: { verified: "2026-11-21", evidence: ["https://www.nfl.com/plus"] },
  mlbtv: { verified: "2026-11-21", evidence: ["https://www.mlb.com/tv"] },
  nbaleaguepass: { verified: "2026-11-21", evidence: ["https://www.nba.com/watch"] },
  f1tv: {
    verified: "2026-11-26",
    evidence: ["https://www.inkl.com/news/what-happens-to-f1-tv-and-answers-to-other-questions-on-apple-s-us-deal"],
  },
  dazn: { verified: "2026-11-21", evidence: ["https://www.dazn.com"] },
  plex: { verified: "2026-11-21", evidence: ["https://app.plex.tv"] },
  emby: { verified: "2026-11-21", evidence: ["https://app.emby.media"] },
  stremio: { verified: "2026-11-21", evidence: ["https://web.stremio.com"] },
  googledrive: { verified: "2026-11-21", evidence: ["https://drive.google.com"] },
  dropbox: { verified: "2026-11-21", evidence: ["https://www.dropbox.com/home"] },
  icloud: { verified: "2026-11-21", evidence: ["https://www.icloud.com"] },
  onedrive: { verified: "2026-11-21", evidence: ["https://onedrive.live.com"] },
  box: { verified: "2026-11-21", evidence: ["https://app.box.com"] },
  googlephotos: { verified: "2026-11-21", evidence: ["https://photos.google.com"] },
  googlebooks: { verified: "2026-11-21", evidence: ["https://play.google.com/books"] },
  twitch: {
    verified: "2026-11-21",
    // Twitch ended its South Korean business on 27 February 2024.
    evidence: [
      "https://qz.com/twitch-shutting-down-in-south-korea-amazon-1851076203",
      "https://game8.co/articles/latest/twitch-shuts-down-in-korea-due-to-high-operating-costs",
      "https://www.twitch.tv",
    ],
  },
  kick: { verified: "2026-11-21", evidence: ["https://kick.com"] },
  youtubegaming: {
    verified: "2026-11-26",
    evidence: ["https://www.belugalabs.ai/blog/facebook-gaming-is-shutting-down", "https://www.youtube.com/gaming"],
  },
  xbox: {
    verified: "2026-11-21",
    // The 29 countries since the Indian launch.
    evidence: ["https://igobyte.com/?p=30947", "https://www.xbox.com/play"],
  },
  parsec: { verified: "2026-11-21", evidence: ["https://web.parsec.app"] },
  geforcenow: { verified: "2026-11-21", evidence: ["https://play.geforcenow.com"] },
  amazonluna: { verified: "2026-11-21", evidence: ["https://luna.amazon.com"] },
  boosteroid: {
    verified: "2026-11-21",
    // Offered in Ukraine, the UK, the US and the whole European Union (2023).
    evidence: ["https://www.technospia.it/2023/03/15/microsoft-porta-i-giochi-per-pc-su-boosteroid/", "https://cloud.boosteroid.com"],
  },
  googlemaps: { verified: "2026-11-21", evidence: ["https://www.google.com/maps"] },
  waze: { verified: "2026-11-21", evidence: ["https://www.waze.com/live-map"] },
  abrp: { verified: "2026-11-21", evidence: ["https://abetterrouteplanner.com"] },
  plugshare: { verified: "2026-11-21", evidence: ["https://www.plugshare.com"] },
  tesla: { verified: "2026-11-21", evidence: ["https://www.tesla.com/teslaaccount"] },
  ventusky: { verified: "2026-11-21", evidence: ["https://www.ventusky.com"] },
  googlecalendar: { verified: "2026-11-21", evidence: ["https://calendar.google.com"] },
  zoom: { verified: "2026-11-26", evidence: ["https://app.zoom.us/wc"] },
  googlemeet: { verified: "2026-11-26", evidence: ["https://meet.google.com"] },
  teams: { verified: "2026-11-26", evidence: ["https://teams.microsoft.com"] },
  // regional-sources.server.ts
  bbciplayer: { verified: "2026-11-24", evidence: ["https://www.bbc.co.uk/iplayer"] },
  itvx: { verified: "2026-11-24", evidence: ["https://www.itv.com"] },
  channel4: { verified: "2026-11-24", evidence: ["https://www.channel4.com"] },
  channel5: { verified: "2026-11-24", evidence: ["https://www.channel5.com"] },
  nowuk: { verified: "2026-11-24", evidence: ["https://www.nowtv.com"] },
  skygo: { verified: "2026-11-24", evidence: ["https://www.sky.com/watch"] },
  bbcsounds: { verified: "2026-11-24", evidence: ["https://www.bbc.co.uk/sounds"] },
  ardmediathek: { verified: "2026-11-24", evidence: ["https://www.ardmediathek.de"] },
  zdf: { verified: "2026-11-24", evidence: ["https://www.zdf.de"] },
  joyn: { verified: "2026-11-24", evidence: ["https://www.joyn.de"] },
  rtlplus: { verified: "2026-11-24", evidence: ["https://plus.rtl.de"] },
  wow: { verified: "2026-11-24", evidence: ["https://www.wowtv.de"] },
  magentatv: { verified: "2026-11-24", evidence: ["https://www.magenta.tv"] },
  orfon: { verified: "2026-11-24", evidence: ["https://on.orf.at"] },
  playsuisse: { verified: "2026-11-24", evidence: ["https://www.playsuisse.ch"] },
  francetv: { verified: "2026-11-24", evidence: ["https://www.france.tv"] },
  canalplus: { verified: "2026-11-24", evidence: ["https://www.canalplus.com"] },
  arte: { verified: "2026-11-24", evidence: ["https://www.arte.tv"] },
  tf1plus: { verified: "2026-11-24", evidence: ["https://www.tf1.fr"] },
  m6plus: { verified: "2026-11-24", evidence: ["https://www.m6.fr"] },
  molotov: { verified: "2026-11-24", evidence: ["https://www.molotov.tv"] },
  raiplay: { verified: "2026-11-24", evidence: ["https://www.raiplay.it"] },
  mediasetinfinity: { verified: "2026-11-24", evidence: ["https://mediasetinfinity.mediaset.it"] },
  nowit: { verified: "2026-11-24", evidence: ["https://www.nowtv.it"] },
  rtveplay: { verified: "2026-11-24", evidence: ["https://www.rtve.es/play"] },
  atresplayer: { verified: "2026-11-24", evidence: ["https://www.atresplayer.com"] },
  mitele: { verified: "2026-11-24", evidence: ["https://www.mitele.es"] },
  movistarplus: { verified: "2026-11-24", evidence: ["https://ver.movistarplus.es"] },
  filmin: { verified: "2026-11-24", evidence: ["https://www.filmin.es"] },
  npostart: { verified: "2026-11-24", evidence: ["https://npo.nl/start"] },
  videoland: { verified: "2026-11-24", evidence: ["https://www.videoland.com"] },
  kijk: { verified: "2026-11-24", evidence: ["https://www.kijk.nl"] },
  vrtmax: { verified: "2026-11-24", evidence: ["https://www.vrt.be/vrtmax"] },
  goplay: { verified: "2026-11-24", evidence: ["https://www.goplay.be"] },
  svtplay: { verified: "2026-11-24", evidence: ["https://www.svtplay.se"] },
  tv4play: { verified: "2026-11-24", evidence: ["https://www.tv4play.se"] },
  nrktv: { verified: "2026-11-24", evidence: ["https://tv.nrk.no"] },
  tv2playdk: { verified: "2026-11-24", evidence: ["https://play.tv2.dk"] },
  tv2playno: { verified: "2026-11-24", evidence: ["https://play.tv2.no"] },
  drtv: { verified: "2026-11-24", evidence: ["https://www.dr.dk/drtv"] },
  yleareena: { verified: "2026-11-24", evidence: ["https://areena.yle.fi"] },
  viaplay: { verified: "2026-11-24", evidence: ["https://viaplay.com"] },
  abciview: { verified: "2026-11-24", evidence: ["https://iview.abc.net.au"] },
  sbsondemand: { verified: "2026-11-24", evidence: ["https://www.sbs.com.au/ondemand"] },
  sevenplus: { verified: "2026-11-24", evidence: ["https://7plus.com.au"] },
  ninenow: { verified: "2026-11-24", evidence: ["https://www.9now.com.au"] },
  ten: { verified: "2026-11-24", evidence: ["https://10.com.au"] },
  stan: { verified: "2026-11-24", evidence: ["https://www.stan.com.au"] },
  kayo: { verified: "2026-11-24", evidence: ["https://kayosports.com.au"] },
  binge: { verified: "2026-11-24", evidence: ["https://binge.com.au"] },
  tvnzplus: { verified: "2026-11-24", evidence: ["https://www.tvnz.co.nz"] },
  threenow: { verified: "2026-11-24", evidence: ["https://www.threenow.co.nz"] },
  cbcgem: { verified: "2026-11-24", evidence: ["https://gem.cbc.ca"] },
  crave: { verified: "2026-11-24", evidence: ["https://www.crave.ca"] },
  globaltv: { verified: "2026-11-24", evidence: ["https://www.globaltv.com"] },
  ctv: { verified: "2026-11-24", evidence: ["https://www.ctv.ca"] },
  // Issue 31's packs (regional-sources.server.ts), evidence read offline on 2026-12-02; see the note at the top.
  tver: {
    verified: "2026-12-02",
    evidence: ["https://github.com/dongaba/TVerRec/wiki", "https://tver.jp"],
  },
  abema: {
    verified: "2026-12-02",
    evidence: [
      "https://f-its.co.jp/telecareer/internet-tv-abema-202502",
      "https://github.com/streamlink/streamlink/blob/master/src/streamlink/plugins/abematv.py",
      "https://abema.tv",
    ],
  },
  unext: {
    verified: "2026-12-02",
    evidence: ["https://mirunala.com/u-next-myaccount-lock/", "https://video.unext.jp"],
  },
  hulujp: {
    verified: "2026-12-02",
    evidence: ["https://nobitemasu.com/hulujapan-changes-url-again/", "https://www.hulu.jp"],
  },
  // dTV became Lemino in April 2023; the address is from public code only.
  lemino: {
    verified: "2026-12-02",
    evidence: ["https://netoff.co.jp/media/dtv-cancellation", "https://lemino.docomo.ne.jp"],
  },
  // NHK ONE replaced NHK+ on 1 October 2025 on NHK's website; its programme pages are under www.web.nhk/tv, its landing page is unconfirmed.
  nhkone: {
    verified: "2026-12-02",
    evidence: [
      "https://news.livedoor.com/article/detail/29651026/",
      "https://news.livedoor.com/article/detail/29601650/",
      "https://www.web.nhk/tv",
    ],
  },
  // Domain from a public rule list.
  tving: {
    verified: "2026-12-02",
    evidence: [
      "https://cm.asiae.co.kr/en/article/2025061014341007812",
      "https://raw.githubusercontent.com/ZaunEkko/ekko-rules/main/sources/rules/media-korea.list",
      "https://www.tving.com",
    ],
  },
  // Domain from a public rule list.
  coupangplay: {
    verified: "2026-12-02",
    evidence: [
      "https://variety.com/2021/global/asia/korean-streamer-coupang-play-1235142611/",
      "https://raw.githubusercontent.com/ZaunEkko/ekko-rules/main/sources/rules/media-korea.list",
      "https://www.coupangplay.com",
    ],
  },
  // Domain from a public rule list.
  wavve: {
    verified: "2026-12-02",
    evidence: [
      "https://cm.asiae.co.kr/en/article/2025061014341007812",
      "https://raw.githubusercontent.com/ZaunEkko/ekko-rules/main/sources/rules/media-korea.list",
      "https://www.wavve.com",
    ],
  },
  spotvnow: {
    verified: "2026-12-02",
    evidence: ["https://www1.ddaily.co.kr/page/view/2023072415190315058", "https://www.spotvnow.co.kr"],
  },
  // Domain from a public rule list only.
  myvideo: {
    verified: "2026-12-02",
    evidence: ["https://raw.githubusercontent.com/ZaunEkko/ekko-rules/main/sources/rules/media-taiwan.list", "https://www.myvideo.net.tw"],
  },
  // Domain from a public rule list only.
  friday: {
    verified: "2026-12-02",
    evidence: ["https://raw.githubusercontent.com/ZaunEkko/ekko-rules/main/sources/rules/media-taiwan.list", "https://video.friday.tw"],
  },
  // Chunghwa Telecom's; domain from public rule lists.
  hamivideo: {
    verified: "2026-12-02",
    evidence: [
      "https://ec.ltn.com.tw/article/breakingnews/5317491",
      "https://raw.githubusercontent.com/blackmatrix7/ios_rule_script/master/rule/Surge/HamiVideo/HamiVideo.list",
      "https://raw.githubusercontent.com/LM-Firefly/Rules/master/PROXY/CHT.list",
      "https://hamivideo.hinet.net",
    ],
  },
  // Domain from a public rule list only.
  kktv: {
    verified: "2026-12-02",
    evidence: ["https://raw.githubusercontent.com/blackmatrix7/ios_rule_script/master/rule/Surge/KKTV/KKTV.list", "https://www.kktv.me"],
  },
  // Domain from public rule lists.
  litv: {
    verified: "2026-12-02",
    evidence: [
      "https://raw.githubusercontent.com/ZaunEkko/ekko-rules/main/sources/rules/media-taiwan.list",
      "https://raw.githubusercontent.com/LM-Firefly/Rules/master/PROXY/CHT.list",
      "https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/litv.py",
      "https://www.litv.tv",
    ],
  },
  // Domain from a public rule list only.
  catchplay: {
    verified: "2026-12-02",
    evidence: [
      "https://raw.githubusercontent.com/ZaunEkko/ekko-rules/main/sources/rules/media-taiwan.list",
      "https://www.catchplay.com/tw",
    ],
  },
  // Domain from a public rule list only.
  iqiyi: {
    verified: "2026-12-02",
    evidence: [
      "https://raw.githubusercontent.com/blackmatrix7/ios_rule_script/master/source/rule/AsianMedia/AsianMedia.list",
      "https://www.iq.com",
    ],
  },
  // The reports name the platform ELTA.tv; the address is from public code.
  eltatv: {
    verified: "2026-12-02",
    evidence: ["https://ec.ltn.com.tw/article/breakingnews/5317491", "https://udn.com/news/story/7241/9280002", "https://www.elta.tv"],
  },
  // TVB's; domain from a public rule list only.
  mytvsuper: {
    verified: "2026-12-02",
    evidence: [
      "https://raw.githubusercontent.com/blackmatrix7/ios_rule_script/master/rule/Clash/myTVSUPER/myTVSUPER.yaml",
      "https://www.mytvsuper.com",
    ],
  },
  // Domain from a public rule list; the root is expected to pick the country.
  viu: {
    verified: "2026-12-02",
    evidence: ["https://raw.githubusercontent.com/LM-Firefly/Rules/master/Global-Services/ViuTV.list", "https://www.viu.com"],
  },
  nowtvhk: {
    verified: "2026-12-02",
    evidence: [
      "https://www.consumer.org.hk/en/advocacy/consultation-papers/20260206",
      "https://github.com/iptv-org/epg/tree/master/sites/nowplayer.now.com",
      "https://nowplayer.now.com",
    ],
  },
  // Tencent's; domain from a public rule list only.
  wetv: {
    verified: "2026-12-02",
    evidence: ["https://raw.githubusercontent.com/LM-Firefly/Rules/master/Global-Services/WeTV.list", "https://wetv.vip"],
  },
  // TrueID's Thai help pages; yt-dlp handles its Indonesian, Philippine and Vietnamese sites. The watch address is from public code.
  trueid: {
    verified: "2026-12-02",
    evidence: [
      "https://help.trueid.net/app/th-th/detail/MRBVN5NBarqR",
      "https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/trueid.py",
      "https://www.trueid.net/watch/th-th",
    ],
  },
  jiohotstar: {
    verified: "2026-12-02",
    evidence: [
      "https://digitalherald.in/how-hotstar-became-indias-streaming-powe",
      "https://www.hubbry.com/Hotstar",
      "https://www.jiohotstar.com",
    ],
  },
  // Domain from a public rule list only.
  zee5: {
    verified: "2026-12-02",
    evidence: ["https://raw.githubusercontent.com/blackmatrix7/ios_rule_script/master/rule/Loon/ZeeTV/ZeeTV.list", "https://www.zee5.com"],
  },
  sonyliv: {
    verified: "2026-12-02",
    evidence: [
      "https://www.livemint.com/companies/news/sonyliv-has-33-3-mn-paid-subscribers-globally-40-000-hours-of-content-np-singh-11684394968639.html",
      "https://www.sonyliv.com",
    ],
  },
  fancode: {
    verified: "2026-12-02",
    evidence: ["https://www.hindinewsportal.com/bangladesh-ireland-test-series-live-on-fancode", "https://www.fancode.com"],
  },
  vix: {
    verified: "2026-12-02",
    evidence: [
      "https://www.chispa.tv/tv/ViX-es-la-nueva-plataforma-de-streaming-en-espanol-de-TelevisaUnivision-20220310-0012.html",
      "https://vix.com/legal/condiciones-de-suscripcion",
      "https://vix.com",
    ],
  },
  // The root is expected to pick the country (Mexico, Chile, Colombia); unconfirmed.
  clarovideo: {
    verified: "2026-12-02",
    evidence: ["https://www.proceso.com.mx/?p=338932", "https://www.clarovideo.com"],
  },
  tabii: {
    verified: "2026-12-02",
    evidence: [
      "https://trt.net.tr/italiano/turkiye-4/2024/05/11/mehmet-z-sobaci-tabii-non-e-solo-un-progetto-di-trt-e-un-progetto-della-repubblica-di-turkiye-2138306",
      "https://sonsoz.com.tr/burhanettin-duran-trt-tabiinin-yeni-sezon-lansmanina-katildi",
      "https://www.tabii.com",
    ],
  },
  exxen: {
    verified: "2026-12-02",
    evidence: [
      "https://www.dailysabah.com/sports/football/illicali-executives-face-jail-time-in-illegal-betting-ads-crackdown",
      "https://www.superhaber.com/amp/acun-ilicalinin-psv-atagi-ise-yaramadi-galatasaray-taraftarindan-boykota-devam-cagrisi-haber-349027",
      "https://www.exxen.com",
    ],
  },
  puhutv: {
    verified: "2026-12-02",
    evidence: [
      "https://www.mediaplaynews.com/tag/turkey/",
      "https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/puhutv.py",
      "https://puhutv.com",
    ],
  },
  // Blocked in Saudi Arabia from November 2022; its status there now was not found.
  tod: {
    verified: "2026-12-02",
    evidence: [
      "https://monitordeoriente.com/20221128-arabia-saudi-bloquea-la-plataforma-de-streaming-del-mundial-de-qatar-bein",
      "https://www.siasat.com/fifa-wc-qatar-2022-streaming-services-blocked-in-saudi-arabia-know-why-2467098/",
      "https://www.tod.tv",
    ],
  },
  kan: {
    verified: "2026-12-02",
    evidence: [
      "https://hamichlol.org.il/%D7%9B%D7%90%D7%9F_(%D7%AA%D7%90%D7%92%D7%99%D7%93_%D7%94%D7%A9%D7%99%D7%93%D7%95%D7%A8_%D7%94%D7%99%D7%A9%D7%A8%D7%90%D7%9C%D7%99)",
      "https://www.kan.org.il",
    ],
  },
  // The VOD index's address is from public code.
  mako: {
    verified: "2026-12-02",
    evidence: ["https://cdn.thepulse.co.il/index.php/24160-2016-04-20-10-04-47", "https://www.mako.co.il/mako-vod-index"],
  },
  // The report names Reshet 13's site and app; the address is from public code.
  reshet13: {
    verified: "2026-12-02",
    evidence: ["https://www.globes.co.il/news/article.aspx?did=1001520086", "https://13tv.co.il"],
  },
  shahid: {
    verified: "2026-12-02",
    evidence: [
      "https://www.arabnews.com/node/2065986/media",
      "https://www.urdupoint.com/en/middle-east/ahmed-bin-mohammed-attends-mbcs-shahid-launch-812229.html",
      "https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/shahid.py",
      "https://shahid.mbc.net",
    ],
  },
  starzplay: {
    verified: "2026-12-02",
    evidence: [
      "https://www.arabnews.pk/node/2053131/media",
      "https://deadline.com/2015/04/starz-to-launch-ott-service-starz-play-arabia-across-middle-east-1201402641/",
      "https://www.starzplay.com",
    ],
  },
  // The address is from public code.
  osnplus: {
    verified: "2026-12-02",
    evidence: [
      "https://timewarnerent.com/osn-ceo-joe-kawkabani-on-keeping-a-hollywood-edge-after-losing-disney",
      "https://arab.news/mujcy",
      "https://www.osnplus.com",
    ],
  },
  // Only yt-dlp's extractor for its pages (weyyak.com/<language>/…).
  weyyak: {
    verified: "2026-12-02",
    evidence: ["https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/weyyak.py", "https://weyyak.com"],
  },
  playerpl: {
    verified: "2026-12-02",
    evidence: [
      "https://antyweb.pl/najpopularniejsze-vod-w-polsce-ranking-top-10-wrzesien-2023",
      "https://docslib.org/doc/12537358/wideo-na-%C5%BC%C4%85danie-czyli-jak-telewizje-walcz%C4%85-o-widza-w-sieci",
      "https://player.pl",
    ],
  },
  tvpvod: {
    verified: "2026-12-02",
    evidence: ["https://www.tabletowo.pl/tvp-stworzy-nowy-serwis-vod/", "https://vod.tvp.pl"],
  },
  polsatboxgo: {
    verified: "2026-12-02",
    evidence: [
      "https://antyweb.pl/najpopularniejsze-vod-w-polsce-ranking-top-10-wrzesien-2023",
      "https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/polsatgo.py",
      "https://polsatboxgo.pl",
    ],
  },
  // The address is from public code.
  canalpluspl: {
    verified: "2026-12-02",
    evidence: [
      "https://antyweb.pl/najpopularniejsze-vod-w-polsce-ranking-top-10-wrzesien-2023",
      "https://nt.interia.pl/news-platformy-cyfrowe-nie-doceniaja-android-tv,nId,4251942",
      "https://www.canalplus.com/pl/",
    ],
  },
  // Its Portuguese service was not separately sourced.
  skyshowtime: {
    verified: "2026-12-02",
    evidence: ["https://spidersweb.pl/rozrywka/2022/08/10/serwisy-vod-w-polsce-nowy-skyshowtime-oferta", "https://www.skyshowtime.com"],
  },
  // Only yt-dlp's extractor for its pages.
  cda: {
    verified: "2026-12-02",
    evidence: ["https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/cda.py", "https://www.cda.pl"],
  },
  // Only yt-dlp's extractor for its pages (www.rtp.pt/play/…).
  rtpplay: {
    verified: "2026-12-02",
    evidence: ["https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/rtp.py", "https://www.rtp.pt/play"],
  },
  // SIC's launch note gives opto.sic.pt/inicio.
  opto: {
    verified: "2026-12-02",
    evidence: [
      "https://stage.cision.pt/blog-2/blog-single-author-full/page/50",
      "https://expresso.pt/economia/2021-01-21-Opto.-por-ver-streaming-em-portugues",
      "https://opto.sic.pt",
    ],
  },
  // Only yt-dlp's extractor for its pages (tviplayer.iol.pt/programa/…).
  tviplayer: {
    verified: "2026-12-02",
    evidence: ["https://github.com/yt-dlp/yt-dlp/blob/master/yt_dlp/extractor/tviplayer.py", "https://tviplayer.iol.pt"],
  },
  // Whether sporttv.pt plays its channels in a browser, or only in the operators' apps, is unconfirmed.
  sporttv: {
    verified: "2026-12-02",
    evidence: [
      "https://www.jornaldenegocios.pt/empresas/detalhe/eleven-sports-promete-canais-de-desporto-a-menos-de-10-euros-por-mes",
      "https://www.sporttv.pt",
    ],
  },
} satisfies Record<SourceId | RegionalSourceId, SourceVerification>;
