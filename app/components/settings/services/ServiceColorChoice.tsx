import { servicesMessages } from "~/lib/i18n/messages/services/load";
import type { ServicesMessages } from "~/generated/i18n/services/en";
import { servicePalette } from "~/lib/preferences/setup/services";

/** What the colour choice's swatches are called, for screen readers. */
export const paletteColorKeys = {
  "#1565c0": "colour.blue",
  "#2e7d32": "colour.green",
  "#6a1b9a": "colour.purple",
  "#c62828": "colour.red",
  "#00695c": "colour.teal",
  "#ad1457": "colour.pink",
  "#4e342e": "colour.brown",
  "#37474f": "colour.slate",
} as const satisfies Record<(typeof servicePalette)[number], keyof ServicesMessages>;

interface ServiceColorChoiceProps {
  /** The palette index chosen, or null for the automatic colour. */
  color: number | null;
  /** The colour "Automatic" gives the service as named now. */
  automaticColor: string;
  onChange: (color: number | null) => void;
}

/** The card colour as native radios: "Automatic" with its swatch, then each palette colour, named for screen readers. */
export function ServiceColorChoice({ color, automaticColor, onChange }: ServiceColorChoiceProps) {
  const t = servicesMessages.useTranslate();
  return (
    <fieldset className="pp-service-colors">
      <legend>{t("form.colour")}</legend>
      <label className="pp-service-color-automatic">
        <input
          type="radio"
          name="color"
          value=""
          className="pp-service-swatch"
          style={{ backgroundColor: automaticColor }}
          checked={color === null}
          onChange={() => onChange(null)}
        />
        {t("form.automatic")}
      </label>
      {servicePalette.map((swatch, index) => (
        <label key={swatch}>
          <input
            type="radio"
            name="color"
            value={index}
            className="pp-service-swatch"
            style={{ backgroundColor: swatch }}
            checked={color === index}
            onChange={() => onChange(index)}
          />
          <span className="pp-visually-hidden">{t(paletteColorKeys[swatch])}</span>
        </label>
      ))}
    </fieldset>
  );
}
