// Types for scripts/git-commit.mjs, which stays plain JavaScript so the build's scripts run on any Node the project supports.
export function gitShortHash(cwd: string): string;
export function hasUncommittedChanges(cwd: string): boolean;
