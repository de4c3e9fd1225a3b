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

/** Each category's title as a key of the frame's messages (lib/i18n/messages/frame): titles are translated, brand names are not. */
export const categoryTitleKeys = {
  [Category.Streaming]: "category.streaming",
  [Category.Live]: "category.live",
  [Category.Sports]: "category.sports",
  [Category.Personal]: "category.personal",
  [Category.Gaming]: "category.gaming",
  [Category.Utility]: "category.utility",
  [Category.MyServices]: "category.myServices",
} as const satisfies Record<Category, `category.${string}`>;

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
