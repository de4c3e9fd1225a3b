// One driver's setup as the browser's backup holds it, for the tests of backup links in the component and browser layers.
import { sourceIds, type SourceId } from "../app/data/sources";

/** The twelve sources the setup hides. */
export const backedUpHiddenSources: readonly SourceId[] = sourceIds.slice(0, 12);

/** Four services of the driver's own, rows and cards rearranged. */
const ownSetup = {
  s: [
    ["_plx1", "Home Plex", "https://plex.example.com/web", 3, 2],
    ["_gar1", "Garage Door", "http://192.168.1.20/", 6, null],
    ["_rad1", "Radio", "https://radio.example.com/", 6, 1],
    ["_cam1", "Driveway Camera Overview", "https://cams.example.com/", 5, null],
  ],
  r: [5, 6, 2, 0, 1, 3, 4],
  o: ["_rad1", "_gar1"],
};

/** The setup key's value in localStorage: the wire format without the hidden sources, which have a key of their own. */
export const backedUpSetupJson = JSON.stringify({ v: 1, ...ownSetup });

/** The whole setup in the wire format a backup link carries, hidden sources included. */
export const backedUpLinkJson = JSON.stringify({ v: 1, h: backedUpHiddenSources, ...ownSetup });

/** A backup link's setup with hostile parts: a prototype key, an unknown source, markup, a bidi override and unsafe schemes. */
export const hostileSetupLinkJson = JSON.stringify({
  v: 1,
  h: ["netflix", "__proto__", "no-such-source"],
  s: [
    ["_aaaa", "<b>Bold</b>", "https://radio.example.com/", 6, 1],
    ["_bbbb", "\u202eevil", "javascript:alert(1)", 6, null],
    ["_cccc", "Files", "file:///etc/passwd", 6, null],
  ],
});
