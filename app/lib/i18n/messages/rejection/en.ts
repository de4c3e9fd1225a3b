// The worker's own refusals (4xx answers before or instead of a page), in English: the source of keys and placeholders.
// They stay on the server: the worker answers in the request's language, and logs the reason in English.

export const rejectionEn = {
  notFound: "Not Found",
  methodNotAllowed: "Method {method} is not allowed here.",
  legacyDataRequest: "Bad request: ?_data= data requests are not supported; ParkPlay uses single fetch (.data URLs).",
  bodyNotAllowed: "Bad request: a {method} request cannot carry a body.",
  crossSitePost: "Forbidden: ParkPlay accepts form posts only from its own pages.",
  unsupportedContentType: "Bad request: send this form as application/x-www-form-urlencoded or multipart/form-data.",
  bodyTooLarge: "Payload too large: a form post here may be at most {limit} bytes.",
  bodyUnreadable: "Bad request: the form body arrived incomplete.",
  malformedForm: "Bad request: the form body could not be read.",
  unknownIntent: "Bad request: this form's intent is not one ParkPlay knows.",
  preferenceRefused: "“{field}” was not saved: its value was refused. Your settings are as they were.",
  "field.sources": "Source Visibility",
  "field.services": "Your services",
  "field.name": "Name",
  "field.url": "Address",
  "field.category": "Row",
  "field.color": "Colour",
  "field.id": "Service",
  "field.language": "Language",
  "field.region": "Region",
  "field.order": "Order",
  "field.backup": "Backup",
  "field.launch": "How cards open",
  "field.display": "Display",
  "field.form": "Form",
} as const;

export type RejectionMessages = typeof rejectionEn;
