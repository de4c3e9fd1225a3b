// Issue 21: Settings as forms. Every tab works without JavaScript: a real form post, then POST/redirect/GET, as the
// server answers a browser that runs no scripts. The hydrated modal, the layout and a tap before hydration stay in
// e2e/settings-forms.spec.ts.
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import type { SourceId } from "../../app/data/sources";
import { pressButton } from "./support/forms";
import {
  cardNames,
  fill,
  followLink,
  selectOption,
  settingsButton,
  settingsDialog,
  uncheckSources,
  visibleNamesWithout,
} from "./support/settings";
import { workerClient, type WorkerClient, type WorkerResponse } from "./support/worker";

const threeSources: SourceId[] = ["youtube", "hulu", "espn"];

function pathAndQuery(page: WorkerResponse): string {
  const url = new URL(page.url);
  return `${url.pathname}${url.search}`;
}

/** Unticks `ids` on the Sources tab and presses Save, back on the dashboard. */
async function hideSources(client: WorkerClient, ids: readonly SourceId[]): Promise<WorkerResponse> {
  const page = await client.get("/?settings");
  const dialog = settingsDialog(page);
  uncheckSources(dialog, ids);
  return pressButton(client, page, within(dialog).getByRole("button", { name: "Save" }));
}

function addServiceForm(page: WorkerResponse): HTMLElement {
  return within(settingsDialog(page)).getByRole("form", { name: "Add a service" });
}

async function addService(client: WorkerClient, page: WorkerResponse, name: string, address: string, init = {}) {
  const form = addServiceForm(page);
  fill(form, "Name", name);
  fill(form, "Address", address);
  return pressButton(client, page, within(form).getByRole("button", { name: "Add" }), init);
}

function mainLink(page: WorkerResponse, name: string): HTMLElement | null {
  return within(within(page.document().body).getByRole("main")).queryByRole("link", { name });
}

describe("without JavaScript", () => {
  test("the settings button is a link that opens the dialog on Sources, and Close is a link back", async () => {
    const client = workerClient();
    const dashboard = await client.get("/");
    expect(settingsButton(dashboard).getAttribute("href")).toBe("/?settings");
    const opened = await followLink(client, dashboard, settingsButton(dashboard));
    expect(pathAndQuery(opened)).toBe("/?settings");
    const dialog = within(settingsDialog(opened));
    expect(dialog.getByRole("tab", { name: "Sources", selected: true })).toBeTruthy();
    expect(dialog.getByRole("heading", { name: "Source Visibility" })).toBeTruthy();
    const closed = await followLink(client, opened, dialog.getByRole("link", { name: "Close settings" }));
    expect(pathAndQuery(closed)).toBe("/");
    expect(within(closed.document().body).queryByRole("dialog")).toBeNull();
  });

  test("an unknown tab opens Sources, and each tab is a link to its own address", async () => {
    const client = workerClient();
    let page = await client.get("/?settings=nonsense");
    expect(within(settingsDialog(page)).getByRole("tab", { name: "Sources", selected: true })).toBeTruthy();
    for (const [name, tab] of [
      ["Your services", "services"],
      ["Arrange", "arrange"],
      ["Language and region", "locale"],
      ["Backup", "backup"],
    ] as const) {
      page = await followLink(client, page, within(settingsDialog(page)).getByRole("tab", { name }));
      expect(pathAndQuery(page)).toBe(`/?settings=${tab}`);
      expect(within(settingsDialog(page)).getByRole("tab", { name, selected: true })).toBeTruthy();
    }
  });

  test("hide three sources and Save: back on the dashboard without them, and they stay hidden", async () => {
    const client = workerClient();
    const page = await client.get("/?settings");
    const dialog = settingsDialog(page);
    uncheckSources(dialog, threeSources);
    const saved = await pressButton(client, page, within(dialog).getByRole("button", { name: "Save" }), { redirect: "manual" });
    expect(saved.status).toBe(303);
    const hiddenCookie = saved.headers.getSetCookie().find((line) => line.startsWith("pp_hidden="));
    expect(hiddenCookie).toMatch(/;\s*HttpOnly/i);
    const dashboard = await client.get(new URL(saved.headers.get("location") ?? "", saved.url).href);
    expect(pathAndQuery(dashboard)).toBe("/");
    expect(within(dashboard.document().body).queryByRole("dialog")).toBeNull();
    expect(cardNames(dashboard)).toEqual(visibleNamesWithout(threeSources));
    expect(settingsButton(dashboard).textContent).toBe("3 Hidden");
    expect(cardNames(await client.get("/"))).toEqual(visibleNamesWithout(threeSources));
  });

  test("Reset is a link: it checks every source, says what Save will do, and Save applies it", async () => {
    const client = workerClient();
    await hideSources(client, ["netflix"]);
    const page = await client.get("/?settings");
    const reset = await followLink(client, page, within(settingsDialog(page)).getByRole("link", { name: "Reset" }));
    const dialog = within(settingsDialog(reset));
    expect(dialog.getByRole("checkbox", { name: "Netflix" }).hasAttribute("checked")).toBe(true);
    expect(dialog.getByRole("status").textContent).toBe("All sources shown and the default order restored. Save to keep it.");
    const saved = await pressButton(client, reset, dialog.getByRole("button", { name: "Save" }));
    expect(pathAndQuery(saved)).toBe("/");
    expect(cardNames(saved)).toEqual(visibleNamesWithout([]));
  });

  test("add a service: the tab confirms it, and its card is on the dashboard from then on", async () => {
    const client = workerClient();
    const tab = await client.get("/?settings=services");
    const adding = await followLink(client, tab, within(settingsDialog(tab)).getByRole("link", { name: "Add a service" }));
    const added = await addService(client, adding, "Home Plex", "plex.example.com:32400/web");
    expect(pathAndQuery(added)).toBe("/?settings=services&saved=service-added");
    const dialog = within(settingsDialog(added));
    expect(dialog.getByRole("status").textContent).toBe("Service added.");
    expect(dialog.getByText("Home Plex", { exact: true })).toBeTruthy();
    expect(mainLink(await client.get("/"), "Home Plex")?.getAttribute("href")).toBe("http://plex.example.com:32400/web");
    expect(mainLink(await client.get("/"), "Home Plex")).not.toBeNull();
  });

  test("a refused service is sent back to its form, which names the field in the page's language, and nothing saved is lost", async () => {
    const client = workerClient();
    await addService(client, await client.get("/?settings=services&add"), "Home Plex", "plex.example.com");
    const refused = await addService(client, await client.get("/?settings=services&add"), "Evil", "javascript:alert(1)", {
      redirect: "manual",
    });
    expect(refused.status).toBe(303);
    const back = await client.get(new URL(refused.headers.get("location") ?? "", refused.url).href);
    expect(pathAndQuery(back)).toBe("/?settings=services&add=&refused=add-service%3Aurl");
    expect(addServiceForm(back)).toBeTruthy();
    expect(within(settingsDialog(back)).getByRole("alert").textContent).toBe(
      "“Address” was not saved: its value was refused. Your settings are as they were.",
    );
    const dashboard = await client.get("/");
    expect(mainLink(dashboard, "Home Plex")).not.toBeNull();
    expect(mainLink(dashboard, "Evil")).toBeNull();
  });

  test("choose Deutsch and Apply: the page and the dialog are German, and stay German", async () => {
    const client = workerClient();
    const page = await client.get("/?settings=locale");
    const dialog = within(settingsDialog(page));
    selectOption(dialog.getByLabelText("Language", { exact: true }), "de");
    const applied = await pressButton(client, page, dialog.getByRole("button", { name: "Apply" }));
    expect(pathAndQuery(applied)).toBe("/?settings=locale&saved=locale");
    expect(applied.document().documentElement.getAttribute("lang")).toBe("de");
    expect(within(settingsDialog(applied, "Einstellungen")).getByRole("status").textContent).toBe("Sprache und Region gespeichert.");
    expect((await client.get("/")).document().documentElement.getAttribute("lang")).toBe("de");
  });

  test("Backup shows the link and its QR code", async () => {
    const client = workerClient();
    await hideSources(client, ["netflix"]);
    const page = await client.get("/?settings=backup");
    const dialog = within(settingsDialog(page));
    // A read-only textarea: its text is its value.
    const link = dialog.getByRole("textbox", { name: "Backup link" }).textContent ?? "";
    expect(link).toMatch(new RegExp(`^${new URL(page.url).origin}/#setup=[A-Za-z0-9_-]+$`));
    expect(dialog.getByRole("img", { name: "QR code of the backup link" })).toBeTruthy();
    expect((await client.get(link)).status).toBe(200);
  });

  test("Arrange says it needs JavaScript, and its button is off", async () => {
    const dialog = within(settingsDialog(await workerClient().get("/?settings=arrange")));
    expect(dialog.getByRole("button", { name: "Start arranging" }).hasAttribute("disabled")).toBe(true);
    expect(dialog.getByText("Arranging needs the page's scripts, which have not loaded yet.")).toBeTruthy();
  });

  test("the settings tip's close button dismisses it for good", async () => {
    const client = workerClient();
    const page = await client.get("/");
    const tip = within(page.document().body).getByRole("note", { name: "Settings tip" });
    const dismissed = await pressButton(client, page, within(tip).getByRole("button", { name: "Dismiss tip" }));
    expect(pathAndQuery(dismissed)).toBe("/");
    expect(within(dismissed.document().body).queryByRole("note", { name: "Settings tip" })).toBeNull();
    expect(within((await client.get("/")).document().body).queryByRole("note", { name: "Settings tip" })).toBeNull();
  });
});
