import type { PhonePanelMessages } from "~/lib/i18n/messages/phone-panel/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePanelEs: Translation<PhonePanelMessages> = {
  title: "Enviar desde el móvil",
  close: "Cerrar",
  qrCode: "Código QR de la dirección de emparejamiento",
  instruction: "Escanéalo con la cámara del móvil y envía un enlace o tu configuración",
  typedAddress: "O abre {address}",
  "status.creating": "Obteniendo un código…",
  "status.waiting": "Esperando a tu móvil…",
  "status.connected": "Conectado",
  "status.reconnecting": "Reconectando…",
  "status.expired": "Este código ha caducado.",
  "status.replaced": "Este código se abrió en otra pantalla, así que aquí ya no funciona.",
  "status.refused": "Se han pedido demasiados códigos desde esta red. Espera un minuto y vuelve a intentarlo.",
  "status.failed": "No se pudo crear un código. Revisa la conexión y vuelve a intentarlo.",
  newCode: "Nuevo código",
  tryAgain: "Reintentar",
  "link.heading": "Enlace desde tu móvil",
  "link.open": "Abrir",
  "link.dismiss": "Descartar",
  "worker.tooManyCodes": "Esta conexión ha pedido demasiados códigos. Espera un minuto y vuelve a intentarlo.",
};
