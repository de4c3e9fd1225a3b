// Own services the unit tests share: one in My Services with the derived colour, one elsewhere with a picked colour.
import { Category } from "~/data/categories";
import type { CustomService } from "~/lib/preferences/setup/services";

export const homePlex: CustomService = {
  id: "_hp01",
  name: "Home Plex",
  url: "https://plex.example.net/web",
  category: Category.MyServices,
  color: null,
};

export const radio: CustomService = { id: "_rd02", name: "Radio", url: "https://radio.example.org/", category: Category.Utility, color: 3 };
