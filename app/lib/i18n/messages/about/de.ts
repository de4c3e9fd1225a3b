import type { AboutMessages } from "~/lib/i18n/messages/about/en";
import type { Translation } from "~/lib/i18n/translate";

export const aboutDe: Translation<AboutMessages> = {
  "page.title": "Über ParkPlay",
  title: "Über ParkPlay",
  intro:
    "ParkPlay bringt Streaming, Live-TV, Sport, eigene Medien, Spiele aus der Cloud, Videoanrufe und Werkzeuge fürs Auto mit einem Tippen auf den Bildschirm Ihres Autos – für die Zeit, in der Sie parken: beim Laden, beim Warten oder in der Pause.",
  fullscreen:
    "Nutzen Sie ParkPlay nur, wenn Ihr Auto in Parkstellung steht. Viele Browser im Auto, auch der von Tesla, zeigen eine Website nur dann im Vollbild, wenn sie von YouTube aus geöffnet wurde. „{button}“ führt Sie zur Weiterleitungsseite von YouTube; tippen Sie dort auf die Schaltfläche, die zur Website weiterführt, und ParkPlay kehrt bildschirmfüllend zurück.",
  services:
    "Jeder Link öffnet die sichere Website des jeweiligen Dienstes, auf der Sie sich wie gewohnt bei diesem Dienst anmelden. Ob ein Dienst im Browser Ihres Autos funktioniert, hängt vom Dienst und vom Hersteller Ihres Autos ab und liegt außerhalb unseres Einflusses.",
  brands:
    "ParkPlay steht in keiner Verbindung zu den gezeigten Marken und wird von keiner von ihnen unterstützt oder gesponsert. Ihre Namen und Logos gehören ihren Inhabern und erscheinen nur, damit Sie sie wiedererkennen.",
  privacy:
    "ParkPlay speichert keine Ihrer Daten. Es gibt keine Konten, und die wenigen Einstellungen, die es sich merkt, etwa den Vollbildmodus, bleiben in Ihrem eigenen Browser.",
  "disclaimer.title": "Haftungsausschluss",
  disclaimer:
    "ParkPlay wird so bereitgestellt, wie es ist, ohne jede Gewährleistung. Schauen, spielen oder bedienen Sie den Bildschirm auf diese Weise niemals während der Fahrt; Sie sind dafür verantwortlich, ParkPlay sicher und rechtmäßig zu nutzen. Die verlinkten Dienste bestimmen Inhalte, Verfügbarkeit, Preise und Bedingungen selbst, und ParkPlay ist dafür nicht verantwortlich.",
  "logos.title": "Logos",
  "logos.intro":
    "Jedes Logo liefert ParkPlay selbst aus, in einer Farbe gezeichnet, die sich von seiner Kachel abhebt, nach diesen offenen Icon-Sets. Das Zeichen von {ownLogo} und das Kalenderblatt von {ownPage} hat ParkPlay selbst gezeichnet.",
  "logos.set": "{set} von {author}, lizenziert unter {licence}",
  "logos.changes.simpleIcons":
    "In der Farbe der Marke gezeichnet, oder in Weiß oder fast Schwarz, wo sich diese Farbe nicht von der Kachel abheben würde.",
  "logos.changes.arcticons":
    "In Weiß oder fast Schwarz umgefärbt, je nachdem, was sich von der Kachel abhebt, und mit 1,5-mal so breiten Strichen gezeichnet; jede Kachel zeigt das Symbol klein über dem Namen des Dienstes. Auch diese angepassten Logos stehen unter {licence}.",
  "logos.files": "Jede Zeichnung mit ihrem Icon-Set, Icon-Namen und ihrer Lizenz:",
};
