import { createTheme } from "@mantine/core";

// Only the primary colour differs from Mantine's defaults: every override adds CSS variables to each document.
export const theme = createTheme({
  primaryColor: "cyan",
  cursorType: "pointer",
  respectReducedMotion: true,
});
