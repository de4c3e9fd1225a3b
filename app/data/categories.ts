// Categories group the catalogue on the home screen; the numeric values are stable so they can be stored.

export enum Category {
  Streaming = 0,
  Live = 1,
  Sports = 2,
  Personal = 3,
  Gaming = 4,
  Utility = 5,
}

export const categoryTitles: Record<Category, string> = {
  [Category.Streaming]: "Streaming",
  [Category.Live]: "Live Television",
  [Category.Sports]: "Sports",
  [Category.Personal]: "Personal Media",
  [Category.Gaming]: "Gaming",
  [Category.Utility]: "Utility",
};

/** Categories in display order. */
export const categories: readonly Category[] = [
  Category.Streaming,
  Category.Live,
  Category.Sports,
  Category.Personal,
  Category.Gaming,
  Category.Utility,
];
