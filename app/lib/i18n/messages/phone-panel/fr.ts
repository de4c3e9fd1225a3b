import type { PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePanelFr: Translation<PhonePanelMessages> = {
  title: "Envoyer depuis le téléphone",
  close: "Fermer",
  qrCode: "QR code de l’adresse d’association",
  instruction: "Scannez avec l’appareil photo du téléphone, puis envoyez un lien ou votre configuration",
  typedAddress: "Ou ouvrez {address}",
  "status.creating": "Création d’un code…",
  "status.waiting": "En attente de votre téléphone…",
  "status.connected": "Connecté",
  "status.reconnecting": "Reconnexion…",
  "status.expired": "Ce code a expiré.",
  "status.replaced": "Ce code a été ouvert sur un autre écran ; il ne fonctionne plus ici.",
  "status.refused": "Trop de codes ont été demandés depuis ce réseau. Attendez une minute, puis réessayez.",
  "status.failed": "Aucun code n’a pu être créé. Vérifiez la connexion, puis réessayez.",
  newCode: "Nouveau code",
  tryAgain: "Réessayer",
  "link.heading": "Lien de votre téléphone",
  "link.open": "Ouvrir",
  "link.dismiss": "Ignorer",
  "worker.tooManyCodes": "Cette connexion a demandé trop de codes. Attendez une minute, puis réessayez.",
};
