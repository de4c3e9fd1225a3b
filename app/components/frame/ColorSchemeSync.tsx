import { useMantineColorScheme } from "@mantine/core";
import { useEffect } from "react";
import type { Theme } from "~/lib/display/display";

/**
 * Mantine reads its default scheme once, when the page hydrates (so a chosen theme never shows the system's for a frame);
 * a theme chosen afterwards, such as Automatic after Dark, reaches it here.
 */
export function ColorSchemeSync({ theme }: { theme: Theme }) {
  const { setColorScheme } = useMantineColorScheme({ keepTransitions: true });
  useEffect(() => setColorScheme(theme), [theme, setColorScheme]);
  return null;
}
