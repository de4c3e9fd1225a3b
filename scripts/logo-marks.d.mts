// Types for scripts/logo-marks.mjs, which stays plain JavaScript so the logo generator runs without a build.
export type LogoMark =
  | { treatment: "mark"; set: "simple-icons"; icon: string }
  | { treatment: "mark"; set: "own" }
  | { treatment: "icon-and-name"; set: "arcticons"; icon: string }
  | { treatment: "name" };

export const logoMarks: Readonly<Record<string, LogoMark>>;
