// Categories group the catalogue on the home screen; the numeric values are stable so they can be stored.

export enum Category {
  Streaming = 0,
  Live = 1,
  Sports = 2,
  Personal = 3,
  Gaming = 4,
  Utility = 5,
  /** The driver's own services; no catalogue source is in it. */
  MyServices = 6,
}

export const categoryTitles: Record<Category, string> = {
  [Category.Streaming]: "Streaming",
  [Category.Live]: "Live Television",
  [Category.Sports]: "Sports",
  [Category.Personal]: "Personal Media",
  [Category.Gaming]: "Gaming",
  [Category.Utility]: "Utility",
  [Category.MyServices]: "My Services",
};

/** Catalogue categories in display order. */
export const categories: readonly Category[] = [
  Category.Streaming,
  Category.Live,
  Category.Sports,
  Category.Personal,
  Category.Gaming,
  Category.Utility,
];

/** Every dashboard row in its default order: the driver's own services first, whenever that row has cards. */
export const defaultRowOrder: readonly Category[] = [Category.MyServices, ...categories];
