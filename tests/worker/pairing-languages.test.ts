// The phone's page answers in the phone's language (issue 15): its refusals as the server sends them (the browser keeps
// the car and the phone side by side, and what fits their screens: e2e/pairing-languages.spec.ts).
import { within } from "@testing-library/dom";
import { describe, expect, test } from "vitest";
import { connectProtocolCar } from "../../test-support/protocol-car";
import { workerClient, workerOrigin } from "./support/worker";

describe("server answers in the phone's language", () => {
  test("an expired code answers 404 in German, and a refused post 400 in German", async () => {
    const phone = workerClient({ "accept-language": "de-DE,de;q=0.9" });
    const guessed = await phone.get("/p/ABCD-EFGH");
    expect(guessed.status).toBe(404);
    const body = within(guessed.document().body);
    expect(
      body.getByText("Dieser Code ist abgelaufen. Öffnen Sie im Auto „Vom Handy senden“, um einen neuen zu erhalten.", { exact: false }),
    ).toBeTruthy();
    expect(body.getByRole("button", { name: "Erneut versuchen" })).toBeTruthy();

    const car = await connectProtocolCar(workerOrigin());
    try {
      const refused = await phone.post(`/p/${car.code}`, { form: { intent: "link", address: "ftp://example.com/" } });
      expect(refused.status).toBe(400);
      expect(refused.body).toContain("Nur Webadressen, die mit http:// oder https:// beginnen, können gesendet werden");
      const unknownIntent = await phone.post(`/p/${car.code}`, { form: { intent: "other" } });
      expect(unknownIntent.status).toBe(400);
      expect(unknownIntent.body).toContain("Wählen Sie, was Sie senden möchten: eine Adresse oder Ihre Einrichtung.");
      const bigSetup = JSON.stringify({ v: 1, h: [], s: [["_abcd", "Home", `https://example.com/${"a".repeat(17 * 1024)}`, 6, null]] });
      const tooLarge = await phone.post(`/p/${car.code}`, { form: { intent: "setup", setup: bigSetup } });
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body).toContain("Eine Nachricht darf höchstens 16 KB groß sein.");
      expect(car.received.filter((message) => message.type !== "phone")).toEqual([]);
    } finally {
      car.close();
    }
  });
});
