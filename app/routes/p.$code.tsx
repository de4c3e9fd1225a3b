import { Button, Stack, Text, Title } from "@mantine/core";
import { data, type ActionFunctionArgs, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AddressSendForm, SetupSendForm } from "~/components/PhoneSendForms";
import { pageMeta } from "~/lib/document/page-meta";
import { checkWebAddress } from "~/lib/links/web-address";
import { formatPairingCode } from "~/lib/pairing/code";
import { maxMessageBytes, sendOutcomeAnswers, sentAddressUse, type PhoneSendResult } from "~/lib/pairing/messages";
import { parseSetup, serializeSetup } from "~/lib/setup/wire";
import pairingPageStylesHref from "~/styles/pairing-page.css";

export const meta = pageMeta("Send to your car · ParkPlay");

export const links: LinksFunction = () => [{ rel: "stylesheet", href: pairingPageStylesHref }];

// The code is in this page's address: no link on it may pass it on, and no cache may keep it.
export const headers: HeadersFunction = () => ({ "Referrer-Policy": "no-referrer", "Cache-Control": "no-store" });

/** A setup travels as form text, percent-encoded: up to three bytes on the wire for each byte of the message. */
export const handle = { formBodyLimit: 3 * maxMessageBytes };

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const visit = await context.pairings.visit(request, params.code ?? "");
  if (visit.kind === "limited") {
    return data(
      { state: "unavailable" as const, message: sendOutcomeAnswers.limited.message },
      { status: 429, headers: { "Retry-After": "60" } },
    );
  }
  if (visit.kind === "unknown")
    return data({ state: "unavailable" as const, message: sendOutcomeAnswers.expired.message }, { status: 404 });
  return { state: "live" as const, code: formatPairingCode(visit.code) };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  const refuse = (result: PhoneSendResult, reason: string) => {
    context.log({ event: "pairing_rejected", reason, scope: "send" });
    return data(result, { status: 400 });
  };

  let payload: string;
  if (intent === "link") {
    const address = String(form.get("address") ?? "");
    const checked = checkWebAddress(address, sentAddressUse);
    if (checked.kind === "error") return refuse({ kind: "refused", field: "address", message: checked.message, address }, "bad_address");
    payload = checked.url;
  } else if (intent === "setup") {
    const read = parseSetup(String(form.get("setup") ?? ""), maxMessageBytes);
    if (read.kind === "refused" && read.problem === "too_long") {
      const { status, message } = sendOutcomeAnswers.too_large;
      context.log({ event: "pairing_rejected", reason: "too_large", scope: "send" });
      return data<PhoneSendResult>({ kind: "refused", field: "setup", message }, { status });
    }
    if (read.kind === "refused") {
      const message = "This phone's setup could not be read, so it was not sent. Open ParkPlay's settings on this phone to check it.";
      return refuse({ kind: "refused", field: "setup", message }, `setup_${read.problem}`);
    }
    payload = serializeSetup(read.setup, true);
  } else {
    return refuse({ kind: "refused", field: "form", message: "Choose what to send: an address or your setup." }, "unknown_intent");
  }

  const outcome = await context.pairings.send(request, params.code ?? "", intent, payload);
  const { status, message } = sendOutcomeAnswers[outcome];
  const result: PhoneSendResult = outcome === "delivered" ? { kind: "sent", message } : { kind: "failed", message };
  return data(result, { status });
}

/** The phone's side of a pairing: send an address or this phone's setup to the car showing the code. Works without JavaScript. */
export default function PairingPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const sending = useNavigation().state === "submitting";

  if (page.state !== "live") {
    return (
      <Stack className="pp-page pp-pairing" gap="lg" align="flex-start">
        <Title order={1}>Send to your car</Title>
        <Text size="lg">{page.message}</Text>
        <Form method="get">
          <Button type="submit" variant="default" size="md" className="pp-touch">
            Try again
          </Button>
        </Form>
      </Stack>
    );
  }

  return (
    <Stack className="pp-page pp-pairing" gap="lg" align="stretch">
      <Title order={1}>Send to your car</Title>
      <Text size="lg">
        Car code <strong>{page.code}</strong>. What you send shows on the car&apos;s screen, and opens only when someone taps it there.
      </Text>
      <AddressSendForm result={result} sending={sending} />
      <SetupSendForm result={result} sending={sending} />
      <p role="status" className="pp-pairing-status">
        {sending ? "Sending… waiting for the car." : result?.kind === "sent" ? result.message : null}
      </p>
      {result?.kind === "failed" || (result?.kind === "refused" && result.field === "form") ? (
        <p role="alert" className="pp-pairing-error">
          {result.message}
        </p>
      ) : null}
    </Stack>
  );
}
