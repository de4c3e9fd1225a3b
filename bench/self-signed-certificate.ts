// A throwaway TLS certificate for the local HTTP/2 proxy, made with node:crypto alone so the bench needs no openssl CLI.
import { generateKeyPairSync, randomBytes, sign } from "node:crypto";

export interface SelfSignedCertificate {
  certificatePem: string;
  privateKeyPem: string;
}

const oids = {
  ecdsaWithSha256: "1.2.840.10045.4.3.2",
  commonName: "2.5.4.3",
  subjectAltName: "2.5.29.17",
} as const;

function derLength(length: number): Buffer {
  if (length < 0x80) return Buffer.from([length]);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest % 256);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

function der(tag: number, ...content: Buffer[]): Buffer {
  const body = Buffer.concat(content);
  return Buffer.concat([Buffer.from([tag]), derLength(body.length), body]);
}

const sequence = (...content: Buffer[]) => der(0x30, ...content);
const set = (...content: Buffer[]) => der(0x31, ...content);
const explicit = (tagNumber: number, content: Buffer) => der(0xa0 + tagNumber, content);

function positiveInteger(bytes: Buffer): Buffer {
  const needsPadding = (bytes[0] ?? 0) >= 0x80;
  return der(0x02, needsPadding ? Buffer.concat([Buffer.from([0]), bytes]) : bytes);
}

function objectIdentifier(dotted: string): Buffer {
  const [first = 0, second = 0, ...rest] = dotted.split(".").map(Number);
  const bytes = [first * 40 + second];
  for (const arc of rest) {
    const base128: number[] = [arc % 128];
    for (let value = Math.floor(arc / 128); value > 0; value = Math.floor(value / 128)) base128.unshift((value % 128) | 0x80);
    bytes.push(...base128);
  }
  return der(0x06, Buffer.from(bytes));
}

function utcTime(date: Date): Buffer {
  const text = date.toISOString().replace(/[-:T]/g, "").slice(2, 14) + "Z";
  return der(0x17, Buffer.from(text, "ascii"));
}

function distinguishedName(commonName: string): Buffer {
  return sequence(set(sequence(objectIdentifier(oids.commonName), der(0x0c, Buffer.from(commonName, "utf8")))));
}

function subjectAltNameExtension(dnsName: string, ipv4: string): Buffer {
  const names = sequence(der(0x82, Buffer.from(dnsName, "ascii")), der(0x87, Buffer.from(ipv4.split(".").map(Number))));
  return sequence(objectIdentifier(oids.subjectAltName), der(0x04, names));
}

function toPem(label: string, body: Buffer): string {
  const lines = body.toString("base64").match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join("\n")}\n-----END ${label}-----\n`;
}

/** An ECDSA P-256 X.509 v3 certificate for localhost and 127.0.0.1, valid from yesterday for `validDays`. */
export function createSelfSignedCertificate(validDays = 7, now = new Date()): SelfSignedCertificate {
  const { publicKey, privateKey } = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  const signatureAlgorithm = sequence(objectIdentifier(oids.ecdsaWithSha256));
  const serialNumber = randomBytes(16);
  serialNumber[0] = (serialNumber[0] ?? 0) & 0x7f;
  const dayMs = 24 * 60 * 60 * 1000;
  const name = distinguishedName("localhost");

  const certificateBody = sequence(
    explicit(0, positiveInteger(Buffer.from([2]))),
    positiveInteger(serialNumber),
    signatureAlgorithm,
    name,
    sequence(utcTime(new Date(now.getTime() - dayMs)), utcTime(new Date(now.getTime() + validDays * dayMs))),
    name,
    publicKey.export({ type: "spki", format: "der" }),
    explicit(3, sequence(subjectAltNameExtension("localhost", "127.0.0.1"))),
  );
  const signature = sign("sha256", certificateBody, privateKey);
  const certificate = sequence(certificateBody, signatureAlgorithm, der(0x03, Buffer.from([0]), signature));

  return {
    certificatePem: toPem("CERTIFICATE", certificate),
    privateKeyPem: privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
  };
}
