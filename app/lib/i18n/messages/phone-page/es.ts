import type { PhonePageMessages } from "~/lib/i18n/messages/phone-page/en";
import type { Translation } from "~/lib/i18n/translate";

export const phonePageEs: Translation<PhonePageMessages> = {
  "page.title": "Enviar a tu coche · ParkPlay",
  heading: "Enviar a tu coche",
  intro: "Código del coche {code}. Lo que envíes aparece en la pantalla del coche y solo se abre cuando alguien lo toca allí.",
  tryAgain: "Reintentar",
  "address.label": "Dirección",
  "address.paste": "Pegar",
  "address.send": "Enviar al coche",
  "address.empty": "Escribe la dirección que quieres enviar",
  "address.notWeb": "Solo se pueden enviar direcciones web que empiecen por http:// o https://",
  "address.notAddress": "Esto no es una dirección web; revisa cómo está escrito el nombre del sitio",
  "address.tooLong": "Las direcciones web pueden tener como máximo {count} caracteres",
  "setup.send": "Enviar mi configuración",
  "setup.unreadable":
    "No se pudo leer la configuración de este móvil, así que no se ha enviado. Abre los ajustes de ParkPlay en este móvil para revisarla.",
  "form.noIntent": "Elige qué enviar: una dirección o tu configuración.",
  sending: "Enviando… esperando al coche.",
  "outcome.delivered": "Enviado. Mira la pantalla del coche.",
  "outcome.dropped":
    "El coche no volvió a conectarse en un minuto, así que no se entregó nada. Revisa la conexión del coche y vuelve a enviarlo.",
  "outcome.notConnected": "El coche no está conectado. Abre ParkPlay en la pantalla del coche y vuelve a intentarlo.",
  "outcome.tooMany": "Un código admite como máximo {count} mensajes por minuto. Espera un minuto y vuelve a enviarlo.",
  "outcome.tooLarge": "Es demasiado grande para enviarlo al coche: un mensaje puede ocupar como máximo {size} KB.",
  "outcome.expired": "Este código ha caducado. Abre «Enviar desde el móvil» en el coche para obtener uno nuevo.",
  "outcome.limited": "Demasiadas solicitudes desde esta conexión. Espera un minuto y vuelve a intentarlo.",
};
