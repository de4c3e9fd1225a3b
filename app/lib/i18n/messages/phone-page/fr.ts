import type { PhonePageMessages } from "~/lib/i18n/messages/phone-page/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePageFr: Translation<PhonePageMessages> = {
  "page.title": "Envoyer vers votre voiture · ParkPlay",
  heading: "Envoyer vers votre voiture",
  intro: "Code de la voiture {code}. Ce que vous envoyez s’affiche sur l’écran de la voiture et ne s’ouvre que si quelqu’un le touche.",
  tryAgain: "Réessayer",
  "address.label": "Adresse",
  "address.paste": "Coller",
  "address.send": "Envoyer à la voiture",
  "address.empty": "Saisissez l’adresse à envoyer",
  "address.notWeb": "Seules les adresses web commençant par http:// ou https:// peuvent être envoyées",
  "address.notAddress": "Ce n’est pas une adresse web ; vérifiez l’orthographe du nom du site",
  "address.tooLong": "Une adresse web peut compter au plus {count} caractères",
  "setup.send": "Envoyer ma configuration",
  "setup.unreadable":
    "La configuration de ce téléphone n’a pas pu être lue ; elle n’a donc pas été envoyée. Ouvrez les paramètres de ParkPlay sur ce téléphone pour la vérifier.",
  "form.noIntent": "Choisissez quoi envoyer : une adresse ou votre configuration.",
  sending: "Envoi… en attente de la voiture.",
  "outcome.delivered": "Envoyé. Regardez l’écran de la voiture.",
  "outcome.dropped":
    "La voiture n’est pas revenue en ligne dans la minute ; rien n’a été remis. Vérifiez la connexion de la voiture, puis renvoyez.",
  "outcome.notConnected": "La voiture n’est pas connectée. Ouvrez ParkPlay sur l’écran de la voiture, puis réessayez.",
  "outcome.tooMany": "Un code accepte au plus {count} messages par minute. Attendez une minute, puis renvoyez.",
  "outcome.tooLarge": "C’est trop volumineux pour la voiture : un message peut faire au plus {size} Ko.",
  "outcome.expired": "Ce code a expiré. Ouvrez « Envoyer depuis le téléphone » dans la voiture pour en obtenir un nouveau.",
  "outcome.limited": "Trop de demandes depuis cette connexion. Attendez une minute, puis réessayez.",
};
