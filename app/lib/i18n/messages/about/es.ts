import type { AboutMessages } from "~/lib/i18n/messages/about/en";
import type { Translation } from "~/lib/i18n/translate";

export const aboutEs: Translation<AboutMessages> = {
  "page.title": "Acerca de · ParkPlay",
  title: "Acerca de",
  intro:
    "ParkPlay pone streaming, TV en directo, deportes, tus contenidos, juegos en la nube, videollamadas y herramientas para el coche a un toque en la pantalla de tu coche, para cuando estás aparcado: cargando, esperando o tomándote un descanso.",
  fullscreen:
    "Úsalo solo con el coche en posición de estacionamiento (P). Muchos navegadores de coche, entre ellos el de Tesla, solo muestran una web a pantalla completa si se abrió desde YouTube. «{button}» te lleva a la página de redirección de YouTube; toca allí el botón que lleva al sitio web y ParkPlay volverá ocupando toda la pantalla.",
  services:
    "Cada enlace abre la web segura del propio servicio, donde inicias sesión en ese servicio como siempre. Que un servicio funcione en el navegador de tu coche depende de ese servicio y del fabricante de tu coche, y queda fuera de nuestro control.",
  brands:
    "ParkPlay no está afiliado a ninguna de las marcas mostradas ni cuenta con su respaldo o patrocinio. Sus nombres y logotipos pertenecen a sus propietarios y solo aparecen para que puedas reconocerlos.",
  privacy:
    "ParkPlay no guarda ninguno de tus datos. No hay cuentas, y las pocas opciones que recuerda, como el modo de pantalla completa, se quedan en tu propio navegador.",
  "disclaimer.title": "Aviso legal",
  disclaimer:
    "ParkPlay se ofrece tal cual, sin garantía de ningún tipo. Nunca mires, juegues ni uses la pantalla de esta forma mientras conduces; eres responsable de usarlo de forma segura y legal. Los servicios a los que enlaza fijan sus propios contenidos, disponibilidad, precios y condiciones, y ParkPlay no se hace responsable de ellos.",
  "logos.title": "Logotipos",
  "logos.intro":
    "ParkPlay sirve cada logotipo desde su propio servidor, dibujado en un solo color que destaca sobre su tarjeta, a partir de estos conjuntos de iconos abiertos. El símbolo de {ownLogo} y la página de {ownPage} son dibujos propios de ParkPlay.",
  "logos.set": "{set} de {author}, con licencia {licence}",
  "logos.changes.simpleIcons":
    "Dibujados en el color de la marca, o en blanco o casi negro cuando ese color no destacaría sobre la tarjeta.",
  "logos.changes.arcticons":
    "Recoloreados en blanco o casi negro, lo que más destaque sobre la tarjeta, y dibujados con trazos 1,5 veces más anchos; cada tarjeta muestra el icono en pequeño, encima del nombre del servicio. Estos logotipos adaptados también se comparten con licencia {licence}.",
  "logos.files": "Cada dibujo con su conjunto de iconos, nombre de icono y licencia:",
};
