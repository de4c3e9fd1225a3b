import { Button, Stack, Text, Title } from "@mantine/core";
import { data, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { useMemo } from "react";
import { AddressSendForm, SetupSendForm, type PhonePageTranslate } from "~/components/pairing/PhoneSendForms";
import { pageMeta } from "~/lib/document/page-meta";
import { useLocale } from "~/lib/i18n/frame";
import { phonePageCatalogue } from "~/generated/i18n/phone-page/catalogue.server";
import { createTranslator } from "~/lib/i18n/translate";
import { findWebAddressProblem } from "~/lib/links/web-address";
import { formatPairingCode } from "~/lib/pairing/code";
import {
  maxMessageBytes,
  maxMessagesPerMinute,
  maxSentAddressLength,
  retryAfterSeconds,
  sendOutcomeStatus,
  type PhoneSendOutcome,
  type PhoneSendResult,
} from "~/lib/pairing/messages";
import { automaticLocale, parseBackup, serializeBackup } from "~/lib/preferences/stored/setup-format";
import pairingPageStylesHref from "~/styles/pairing-page.css";

export const meta = pageMeta("Send to your car · ParkPlay");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pairingPageStylesHref }];

// The code is in this page's address: no link on it may pass it on, and no cache may keep it. A 429 says when to try
// again, whether the loader or the action answered it.
export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After") ?? loaderHeaders.get("Retry-After");
  return { "Referrer-Policy": "no-referrer", "Cache-Control": "no-store", ...(retryAfter === null ? {} : { "Retry-After": retryAfter }) };
};

/** A setup travels as form text, percent-encoded: up to three bytes on the wire for each byte of the message. */
export const handle = { formBodyLimit: 3 * maxMessageBytes };

// The page speaks the phone's language (its own Accept-Language or stored choice), whatever the car speaks.
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const messages = phonePageCatalogue[context.locale.language];
  const visit = await context.pairings.visit(request, params.code ?? "");
  if (visit.kind === "limited") {
    return data(
      { state: "unavailable" as const, outcome: "limited" as const, messages },
      { status: sendOutcomeStatus.limited, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  if (visit.kind === "unknown") {
    return data({ state: "unavailable" as const, outcome: "expired" as const, messages }, { status: sendOutcomeStatus.expired });
  }
  return { state: "live" as const, code: formatPairingCode(visit.code), messages };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const refuse = (result: PhoneSendResult, reason: string, status = 400) => {
    context.log({ event: "pairing_rejected", reason, scope: "send" });
    return data(result, { status });
  };

  let payload: string;
  if (intent === "link") {
    const address = String(form.get("address") ?? "");
    const checked = findWebAddressProblem(address, maxSentAddressLength);
    if (checked.kind === "error") return refuse({ kind: "refused", field: "address", problem: checked.problem, address }, "bad_address");
    payload = checked.url;
  } else if (intent === "setup") {
    // Read as a backup, so how the phone's cards open and its theme and card size travel on; its language and region stay the phone's.
    const read = parseBackup(String(form.get("setup") ?? ""), maxMessageBytes);
    if (read.kind === "refused" && read.problem === "too_long") {
      return refuse({ kind: "refused", field: "setup", problem: "too_large" }, "too_large", sendOutcomeStatus.too_large);
    }
    if (read.kind === "refused") return refuse({ kind: "refused", field: "setup", problem: "unreadable" }, `setup_${read.problem}`);
    payload = serializeBackup(read.setup, automaticLocale, read);
  } else {
    return refuse({ kind: "refused", field: "form", problem: "no_intent" }, "unknown_intent");
  }

  const outcome = await context.pairings.send(request, params.code ?? "", intent, payload);
  const result: PhoneSendResult = outcome === "delivered" ? { kind: "sent" } : { kind: "failed", outcome };
  const status = sendOutcomeStatus[outcome];
  // Every 429 says when to try again, as the page's own does.
  return data(result, { status, headers: status === 429 ? { "Retry-After": String(retryAfterSeconds) } : {} });
}

/** The sentence for each way a message can fail to reach the car. */
function outcomeSentence(t: PhonePageTranslate, outcome: Exclude<PhoneSendOutcome, "delivered">): string {
  switch (outcome) {
    case "dropped":
      return t("outcome.dropped");
    case "not_connected":
      return t("outcome.notConnected");
    case "too_many":
      return t("outcome.tooMany", { count: maxMessagesPerMinute });
    case "too_large":
      return t("outcome.tooLarge", { size: maxMessageBytes / 1024 });
    case "expired":
      return t("outcome.expired");
    case "limited":
      return t("outcome.limited");
  }
}

/** The intro with the code in bold, wherever the language puts it in the sentence. */
function CodeIntro({ t, code }: { t: PhonePageTranslate; code: string }) {
  const sentence = t("intro", { code });
  const at = sentence.indexOf(code);
  return (
    <Text size="lg">
      {sentence.slice(0, at)}
      <strong>{code}</strong>
      {sentence.slice(at + code.length)}
    </Text>
  );
}

/** The phone's side of a pairing: send an address or this phone's setup to the car showing the code. Works without JavaScript. */
export default function PairingPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";
  const { language } = useLocale();
  const t = useMemo(() => createTranslator(page.messages, language), [page.messages, language]);

  if (page.state !== "live") {
    return (
      <Stack className="pp-page pp-pairing" gap="lg" align="flex-start">
        <Title order={1}>{t("heading")}</Title>
        <Text size="lg">{outcomeSentence(t, page.outcome)}</Text>
        <Form method="get">
          <Button type="submit" variant="default" size="md" className="pp-touch">
            {t("tryAgain")}
          </Button>
        </Form>
      </Stack>
    );
  }

  return (
    <Stack className="pp-page pp-pairing" gap="lg" align="stretch">
      <Title order={1}>{t("heading")}</Title>
      <CodeIntro t={t} code={page.code} />
      <AddressSendForm t={t} result={result} sending={sending} />
      <SetupSendForm t={t} result={result} sending={sending} />
      <p role="status" className="pp-pairing-status">
        {sending ? t("sending") : result?.kind === "sent" ? t("outcome.delivered") : null}
      </p>
      {result?.kind === "failed" ? (
        <p role="alert" className="pp-pairing-error">
          {outcomeSentence(t, result.outcome)}
        </p>
      ) : result?.kind === "refused" && result.field === "form" ? (
        <p role="alert" className="pp-pairing-error">
          {t("form.noIntent")}
        </p>
      ) : null}
    </Stack>
  );
}
