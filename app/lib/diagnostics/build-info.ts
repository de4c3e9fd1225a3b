/** Facts about the running build; fields the pipeline does not know are null rather than guessed. */
export interface BuildInfo {
  hash: string;
  date: string;
  version: string;
  branch: string | null;
  tag: string | null;
  commitDate: string | null;
}
