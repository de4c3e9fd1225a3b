/** How every link that leaves ParkPlay opens: a new tab that gets no opener and no referrer. */
export const externalLinkAttributes = { target: "_blank", rel: "noopener noreferrer" } as const;
