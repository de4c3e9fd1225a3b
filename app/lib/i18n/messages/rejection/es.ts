import type { RejectionMessages } from "~/lib/i18n/messages/rejection/en";
import type { Translation } from "~/lib/i18n/translate";

export const rejectionEs: Translation<RejectionMessages> = {
  notFound: "No encontrado",
  methodNotAllowed: "El método {method} no está permitido aquí.",
  legacyDataRequest: "Solicitud incorrecta: las solicitudes de datos ?_data= no son compatibles; ParkPlay usa single fetch (URL .data).",
  bodyNotAllowed: "Solicitud incorrecta: una solicitud {method} no puede llevar contenido.",
  crossSitePost: "Prohibido: ParkPlay solo acepta formularios enviados desde sus propias páginas.",
  unsupportedContentType: "Solicitud incorrecta: envía este formulario como application/x-www-form-urlencoded o multipart/form-data.",
  bodyTooLarge: "Contenido demasiado grande: un formulario enviado aquí puede ocupar como máximo {limit} bytes.",
  bodyUnreadable: "Solicitud incorrecta: el formulario llegó incompleto.",
  malformedForm: "Solicitud incorrecta: no se pudo leer el formulario.",
  unknownIntent: "Solicitud incorrecta: ParkPlay no reconoce la acción de este formulario.",
  preferenceRefused: "«{field}» no se ha guardado: el valor no es válido. Tus ajustes no han cambiado.",
  "field.sources": "Fuentes visibles",
  "field.services": "Tus servicios",
  "field.name": "Nombre",
  "field.url": "Dirección",
  "field.category": "Categoría",
  "field.color": "Color",
  "field.id": "Servicio",
  "field.language": "Idioma",
  "field.region": "Región",
  "field.order": "Orden",
  "field.backup": "Copia de seguridad",
  "field.display": "Pantalla",
  "field.form": "Formulario",
};
