import { Stack, Title } from "@mantine/core";
import type { HeadersFunction, LoaderFunctionArgs } from "@remix-run/cloudflare";
import mantineInputStylesHref from "@mantine/core/styles/Input.css";
import { pageMeta } from "~/lib/document/page-meta";
import { useLoaderData, useOutletContext } from "@remix-run/react";
import { useMemo } from "react";
import { BuildInfoSection } from "~/components/diagnostics/BuildInfoSection";
import { DeviceInfoSection } from "~/components/diagnostics/DeviceInfoSection";
import { FullscreenSection, type FullscreenSessionFacts } from "~/components/diagnostics/FullscreenSection";
import { PageStyles } from "~/components/frame/PageStyles";
import { ReturnToDashboard } from "~/components/frame/ReturnToDashboard";
import { buildInfo } from "~/generated/build-info";
import { formatBuildDate } from "~/lib/diagnostics/build-date";
import type { DocumentParts } from "~/lib/document/document-context";
import { describeDevice, readUserAgent } from "~/lib/diagnostics/device-info";
import type { FullscreenFacts } from "~/lib/fullscreen/session.server";
import { debugCatalogue } from "~/generated/i18n/debug/catalogue.server";
import { createTranslator } from "~/lib/i18n/translate";
import debugStylesHref from "~/styles/debug.css";

export const meta = pageMeta("Diagnostics · ParkPlay");

// Only this page draws Mantine's input fields, so their sheet stays out of every other page's first flight.
const stylesheetHrefs = [mantineInputStylesHref, debugStylesHref] as const;

// The page describes the request that asked for it, so no cache may answer for another device.
export const headers: HeadersFunction = () => ({ "Cache-Control": "no-store" });

function fullscreenSessionFacts({ fullscreen, via, attempts }: FullscreenFacts): FullscreenSessionFacts {
  return { fullscreen, via, lastAttempt: attempts.last === null ? null : { number: attempts.count, outcome: attempts.last } };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const userAgent = readUserAgent(request.headers.get("user-agent"));
  if (userAgent.problem) context.log({ event: "user_agent_unusable", reason: userAgent.problem, length: userAgent.receivedLength });
  return {
    language: context.locale.language,
    messages: debugCatalogue[context.locale.language],
    // en-US in every language: support reads it.
    build: { date: formatBuildDate(buildInfo.date), hash: buildInfo.hash, version: buildInfo.version },
    device: describeDevice(userAgent, { fullscreenArrival: context.fullscreen.fullscreen }),
    fullscreen: fullscreenSessionFacts(context.fullscreen),
  };
}

export default function Debug() {
  const { language, messages, build, device, fullscreen } = useLoaderData<typeof loader>();
  const t = useMemo(() => createTranslator(messages, language), [messages, language]);
  const { nonce, pageStyles } = useOutletContext<DocumentParts>();
  return (
    <PageStyles inlined={pageStyles.debug} nonce={nonce} stylesheetHrefs={stylesheetHrefs}>
      <Stack className="pp-page pp-debug" gap="lg" align="flex-start">
        <ReturnToDashboard />
        <Title order={1}>{t("title")}</Title>
        <BuildInfoSection date={build.date} hash={build.hash} version={build.version} t={t} />
        <DeviceInfoSection device={device} t={t} language={language} />
        <FullscreenSection facts={fullscreen} t={t} />
      </Stack>
    </PageStyles>
  );
}
