import type { RejectionMessages } from "~/lib/i18n/messages/rejection/en";
import type { Translation } from "~/lib/i18n/translate";

export const rejectionFr: Translation<RejectionMessages> = {
  notFound: "Introuvable",
  methodNotAllowed: "La méthode {method} n’est pas autorisée ici.",
  legacyDataRequest:
    "Requête invalide\u00a0: les requêtes de données ?_data= ne sont pas prises en charge\u00a0; ParkPlay utilise single fetch (URL .data).",
  bodyNotAllowed: "Requête invalide\u00a0: une requête {method} ne peut pas avoir de contenu.",
  crossSitePost: "Interdit\u00a0: ParkPlay n’accepte les formulaires que depuis ses propres pages.",
  unsupportedContentType: "Requête invalide\u00a0: envoyez ce formulaire en application/x-www-form-urlencoded ou multipart/form-data.",
  bodyTooLarge: "Contenu trop volumineux\u00a0: un formulaire envoyé ici peut faire au plus {limit} octets.",
  bodyUnreadable: "Requête invalide\u00a0: le formulaire est arrivé incomplet.",
  malformedForm: "Requête invalide\u00a0: le formulaire n’a pas pu être lu.",
  unknownIntent: "Requête invalide\u00a0: ParkPlay ne connaît pas l’action demandée par ce formulaire.",
  preferenceRefused: "« {field} » n’a pas été enregistré : la valeur a été refusée. Vos réglages sont inchangés.",
  "field.sources": "Sources affichées",
  "field.services": "Vos services",
  "field.name": "Nom",
  "field.url": "Adresse",
  "field.category": "Catégorie",
  "field.color": "Couleur",
  "field.id": "Service",
  "field.language": "Langue",
  "field.region": "Région",
  "field.order": "Ordre",
  "field.backup": "Sauvegarde",
  "field.launch": "Ouverture des cartes",
  "field.display": "Affichage",
  "field.form": "Formulaire",
};
