// @vitest-environment node
import { X509Certificate, createPrivateKey } from "node:crypto";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { connect, createServer } from "node:tls";
import { describe, expect, it } from "vitest";
import { createSelfSignedCertificate } from "../../bench/self-signed-certificate.ts";

describe("createSelfSignedCertificate", () => {
  const now = new Date("2026-03-01T12:00:00Z");
  const { certificatePem, privateKeyPem } = createSelfSignedCertificate(7, now);
  const certificate = new X509Certificate(certificatePem);

  it("names localhost and 127.0.0.1 and is valid from a day before to `validDays` after", () => {
    expect(certificate.subject).toBe("CN=localhost");
    expect(certificate.checkHost("localhost")).toBe("localhost");
    expect(certificate.checkIP("127.0.0.1")).toBe("127.0.0.1");
    expect(new Date(certificate.validFrom).toISOString()).toBe("2026-02-28T12:00:00.000Z");
    expect(new Date(certificate.validTo).toISOString()).toBe("2026-03-08T12:00:00.000Z");
  });

  it("is signed by, and matches, its own private key", () => {
    expect(certificate.verify(certificate.publicKey)).toBe(true);
    expect(certificate.checkPrivateKey(createPrivateKey(privateKeyPem))).toBe(true);
  });

  it("lets a TLS client that trusts it complete a verified handshake", async () => {
    const fresh = createSelfSignedCertificate();
    const server = createServer({ key: fresh.privateKeyPem, cert: fresh.certificatePem }, (socket) => socket.end("hello"));
    await once(server.listen(0, "127.0.0.1"), "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const client = connect({ host: "127.0.0.1", port, servername: "localhost", ca: fresh.certificatePem });
      await once(client, "secureConnect");
      expect(client.authorized).toBe(true);
      client.destroy();
    } finally {
      server.close();
    }
  });
});
