// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";
import { describe, expect, it } from "vitest";

const projectRoot = fileURLToPath(new URL("..", import.meta.url));
const projectOptions = await extractDepcruiseOptions(join(projectRoot, ".dependency-cruiser.mjs"));
const projectPaths = extractTSConfig(join(projectRoot, "tsconfig.json")).options.paths;

type Tree = Record<string, string>;

/** What `npm run lint` cruises. */
const cruisedFolders = ["app", "server.ts", "bench", "e2e", "scripts", "test-support", "tests"];

// A miniature of app/ in which every import follows the rules, including the ones Remix allows routes and root.
const cleanTree: Tree = {
  "server.ts": `import * as build from "@remix-run/dev/server-build";\nimport { handle } from "~/lib/worker/handler.server";\nexport default { build, handle };\n`,
  "app/root.tsx": `import { Frame } from "~/components/Frame";\nimport { readPreferences } from "~/lib/preferences/cookies.server";\nexport { Frame, readPreferences };\n`,
  "app/entry.server.tsx": `import { createNonce } from "~/lib/edge/nonce.server";\nexport { createNonce };\n`,
  "app/entry.client.tsx": `import { Frame } from "~/components/Frame";\nexport { Frame };\n`,
  "app/routes/_index.tsx": `import { LinkCard } from "~/components/LinkCard";\nimport { readPreferences } from "~/lib/preferences/cookies.server";\nexport { LinkCard, readPreferences };\n`,
  "app/components/Frame.tsx": `import { LinkCard } from "./LinkCard";\nexport const Frame = LinkCard;\n`,
  "app/components/LinkCard.tsx": `import type { Source } from "~/data/sources";\nimport { isHidden } from "~/lib/preferences/codec";\nexport const LinkCard = (source: Source) => isHidden(source.id);\n`,
  "app/lib/preferences/codec.ts": `import { sources } from "~/data/sources";\nexport const isHidden = (id: string) => !sources.some((source) => source.id === id);\n`,
  "app/lib/preferences/cookies.server.ts": `import { isHidden } from "./codec";\nexport type Preferences = { hidden: string[] };\nexport const readPreferences = (id: string) => isHidden(id);\n`,
  "app/lib/worker/handler.server.ts": `import { readPreferences } from "~/lib/preferences/cookies.server";\nexport const handle = readPreferences;\n`,
  "app/lib/edge/nonce.server.ts": `export const createNonce = () => "nonce";\n`,
  "app/data/sources.ts": `import { categories } from "./categories";\nexport type Source = { id: string };\nexport const sources: Source[] = categories.map((id) => ({ id }));\n`,
  "app/data/categories.ts": `export const categories = ["video"];\n`,
};

// The same app beside the tool code: the bench and the e2e suite share test-support/, tests and scripts import the app.
const toolingTree: Tree = {
  ...cleanTree,
  "test-support/chromium.ts": `export const chromiumFlags = ["--no-sandbox"];\n`,
  "bench/browser.ts": `import { chromiumFlags } from "../test-support/chromium";\nexport const flags = chromiumFlags;\n`,
  "e2e/support/browser.ts": `import { chromiumFlags } from "../../test-support/chromium";\nexport const flags = chromiumFlags;\n`,
  "e2e/dashboard.spec.ts": `import { flags } from "./support/browser";\nimport { sources } from "../app/data/sources";\nexport const all = [flags, sources];\n`,
  "scripts/generate.ts": `import { sources } from "../app/data/sources";\nexport const count = sources.length;\n`,
  "tests/sources.test.ts": `import { sources } from "../app/data/sources";\nimport { chromiumFlags } from "../test-support/chromium";\nexport const all = [sources, chromiumFlags];\n`,
};

/** Cruises the tree with the project's rules, as `npm run lint` would, and lists its violations as "rule: from → to". */
async function violationsIn(tree: Tree): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), "parkplay-dependency-rules-"));
  try {
    for (const [path, source] of Object.entries(tree)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), source);
    }
    // The project's aliases, copied because paths inherited through "extends" would resolve against the project, not the fixture.
    const tsConfigFileName = join(root, "tsconfig.json");
    writeFileSync(tsConfigFileName, JSON.stringify({ compilerOptions: { baseUrl: ".", paths: projectPaths } }));

    const { output } = await cruise(
      cruisedFolders.filter((folder) => Object.keys(tree).some((path) => path === folder || path.startsWith(`${folder}/`))),
      { ...projectOptions, baseDir: root, tsConfig: { fileName: tsConfigFileName } },
      {},
      { tsConfig: extractTSConfig(tsConfigFileName) },
    );
    if (typeof output === "string") throw new Error(`expected a cruise result, got: ${output}`);
    return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

describe("import rules (.dependency-cruiser.mjs)", () => {
  it("passes a tree that follows every rule: routes, root and entry.server import server modules, server.ts imports app/lib/worker", async () => {
    expect(await violationsIn(cleanTree)).toEqual([]);
  });

  it("fails a two-file cycle, also when one side is a type-only import", async () => {
    const cycle = await violationsIn({
      ...cleanTree,
      "app/lib/device/facts.ts": `import type { Device } from "./info";\nexport const facts = (device: Device) => device.width;\n`,
      "app/lib/device/info.ts": `import { facts } from "./facts";\nexport type Device = { width: number };\nexport const info = facts;\n`,
    });
    expect(cycle).toEqual(["no-cycle: app/lib/device/facts.ts → app/lib/device/info.ts"]);
  });

  it("fails two app folders that import each other, though no module imports itself round a loop", async () => {
    const folders = await violationsIn({
      ...cleanTree,
      "app/lib/links/launch.ts": `import { youtubeRedirect } from "~/lib/fullscreen/redirect";\nexport const launch = youtubeRedirect;\n`,
      "app/lib/links/modes.ts": `export const modes = ["automatic"];\n`,
      "app/lib/fullscreen/redirect.ts": `export const youtubeRedirect = "https://www.youtube.com/redirect";\n`,
      "app/lib/fullscreen/offer.ts": `import { modes } from "~/lib/links/modes";\nexport const offer = modes;\n`,
    });
    expect(folders).toEqual(["no-folder-cycle: app/lib/fullscreen → app/lib/links", "no-folder-cycle: app/lib/links → app/lib/fullscreen"]);
  });

  it.each([
    [
      "a component, type-only",
      "app/components/Toolbar.tsx",
      `import type { Preferences } from "~/lib/preferences/cookies.server";\nexport type Props = Preferences;\n`,
    ],
    [
      "a lib module",
      "app/lib/preferences/store.ts",
      `import { readPreferences } from "./cookies.server";\nexport const store = readPreferences;\n`,
    ],
    [
      "entry.client, type-only",
      "app/entry.client.tsx",
      `import type { Preferences } from "~/lib/preferences/cookies.server";\nexport type Props = Preferences;\n`,
    ],
    [
      "a file beside a folder route",
      "app/routes/settings/Panel.tsx",
      `import { readPreferences } from "~/lib/preferences/cookies.server";\nexport const Panel = readPreferences;\n`,
    ],
  ])("fails a server module imported by browser code: %s", async (_, path, source) => {
    expect(await violationsIn({ ...cleanTree, [path]: source })).toEqual([
      `no-server-module-in-browser: ${path} → app/lib/preferences/cookies.server.ts`,
    ]);
  });

  it("passes a folder route module importing a server module", async () => {
    const route = `import { readPreferences } from "~/lib/preferences/cookies.server";\nexport const loader = readPreferences;\n`;
    expect(await violationsIn({ ...cleanTree, "app/routes/settings/route.tsx": route })).toEqual([]);
  });

  it.each<[string, string, string, string, [string, string]?]>([
    ["no-upward-from-lib", "app/lib/zoom.ts", "~/components/Frame", "app/components/Frame.tsx"],
    ["no-upward-from-lib", "app/lib/zoom.ts", "~/root", "app/root.tsx"],
    // These two also close a loop of folders, as the tree's lib/preferences imports app/data and its routes import components.
    [
      "no-upward-from-data",
      "app/data/logo-fills.ts",
      "~/lib/preferences/codec",
      "app/lib/preferences/codec.ts",
      ["app/data", "app/lib/preferences"],
    ],
    [
      "no-upward-from-components",
      "app/components/Toolbar.tsx",
      "~/routes/_index",
      "app/routes/_index.tsx",
      ["app/components", "app/routes"],
    ],
    ["no-upward-from-components", "app/components/Toolbar.tsx", "~/root", "app/root.tsx"],
    ["edge-is-the-bottom-layer", "app/lib/edge/nonce.server.ts", "~/lib/preferences/codec", "app/lib/preferences/codec.ts"],
    ["worker-layer-is-the-top", "app/lib/pairing/relay.server.ts", "~/lib/worker/handler.server", "app/lib/worker/handler.server.ts"],
    ["bench-and-e2e-share-only-test-support", "bench/scroll.ts", "../e2e/support/browser", "e2e/support/browser.ts"],
    ["bench-and-e2e-share-only-test-support", "e2e/support/ports.ts", "../../bench/browser", "bench/browser.ts"],
    ["no-upward-from-test-support", "test-support/pixels.ts", "../e2e/support/browser", "e2e/support/browser.ts"],
    ["no-upward-from-test-support", "test-support/pixels.ts", "../bench/browser", "bench/browser.ts"],
    ["no-tooling-in-app", "app/lib/zoom.ts", "../../test-support/chromium", "test-support/chromium.ts"],
    ["no-tooling-in-app", "app/lib/zoom.ts", "../../bench/browser", "bench/browser.ts"],
  ])("fails %s: %s importing %s", async (rule, path, specifier, resolved, folderLoop) => {
    const source = `import type * as planted from "${specifier}";\nexport type Planted = typeof planted;\n`;
    const loop =
      folderLoop === undefined
        ? []
        : [`no-folder-cycle: ${folderLoop[0]} → ${folderLoop[1]}`, `no-folder-cycle: ${folderLoop[1]} → ${folderLoop[0]}`];
    expect((await violationsIn({ ...toolingTree, [path]: source })).sort()).toEqual([...loop, `${rule}: ${path} → ${resolved}`].sort());
  });

  describe("the tests, the bench and the scripts", () => {
    it("passes the bench and the e2e suite sharing test-support/, and tests and scripts importing the app", async () => {
      expect(await violationsIn(toolingTree)).toEqual([]);
    });

    it("fails a cycle in the bench", async () => {
      const cycle = await violationsIn({
        ...toolingTree,
        "bench/results.ts": `import type { Variant } from "./variants";\nexport const targets = { lcpMs: 1200 };\nexport type Row = Variant;\n`,
        "bench/variants.ts": `import { targets } from "./results";\nexport type Variant = { lcpMs: typeof targets.lcpMs };\n`,
      });
      expect(cycle).toEqual(["no-cycle: bench/results.ts → bench/variants.ts"]);
    });
  });

  it("fails server.ts importing app code outside app/lib/worker", async () => {
    const server = `import * as build from "@remix-run/dev/server-build";\nimport { isHidden } from "~/lib/preferences/codec";\nexport default { build, isHidden };\n`;
    expect(await violationsIn({ ...cleanTree, "server.ts": server })).toEqual([
      "worker-entry-uses-only-the-worker-layer: server.ts → app/lib/preferences/codec.ts",
    ]);
  });
});
