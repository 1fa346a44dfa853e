// es: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const es: Catalogue = {
  "No route was found matching the URL and request method.":
    "No se encontró ninguna ruta que coincida con la URL y el método de la solicitud.",
  "The specified namespace could not be found.":
    "No se ha encontrado el espacio de nombres especificado.",
  "Invalid JSON body passed.":
    "Se ha enviado un cuerpo JSON no válido.",
  "The request body is too large.":
    "El cuerpo de la solicitud es demasiado grande.",
  "Missing parameter(s): %s":
    "Faltan parámetros: %s",
  "Invalid parameter(s): %s":
    "Parámetros no válidos: %s",
  "Invalid parameter.":
    "Parámetro no válido.",
  "%1$s is not of type %2$s.":
    "%1$s no es de tipo %2$s.",
  "%1$s is not one of %2$s.":
    "%1$s no es uno de %2$s.",
  "Event Tickets plugin is not activated.":
    "El plugin Event Tickets no está activado.",
  "Unknown username. Check again or try your email address.":
    "Nombre de usuario desconocido. Vuelve a comprobarlo o prueba con tu correo electrónico.",
  "The provided password is an invalid application password.":
    "La contraseña proporcionada no es una contraseña de aplicación válida.",
  "Sorry, you are not allowed to do that.":
    "Lo siento, no tienes permiso para hacer eso.",
  "Event with ID %d does not exist.":
    "El evento con ID %d no existe.",
  "The specified ID is not a valid event.":
    "El ID especificado no es un evento válido.",
  "This event is no longer available":
    "Este evento ya no está disponible",
  "The requested event is not accessible":
    "El evento solicitado no es accesible",
  "The requested event is not accessible without a password":
    "El evento solicitado no es accesible sin contraseña",
  "The event is already trashed":
    "El evento ya está en la papelera",
  "The requested event archive page does not exist":
    "La página solicitada del archivo de eventos no existe",
  "The requested venue archive page does not exist":
    "La página solicitada del archivo de lugares no existe",
  "The requested organizer archive page does not exist":
    "La página solicitada del archivo de organizadores no existe",
  "The requested venue is not accessible":
    "El lugar solicitado no es accesible",
  "The requested organizer is not accessible":
    "El organizador solicitado no es accesible",
  "The venue is already trashed":
    "El lugar ya está en la papelera",
  "The organizer is already trashed":
    "El organizador ya está en la papelera",
  "A term with the name provided already exists with this parent.":
    "Ya existe un término con ese nombre bajo este superior.",
  "A term with the name provided already exists in this taxonomy.":
    "Ya existe un término con ese nombre en esta taxonomía.",
  "The slug “%s” is already in use by another term.":
    "El slug «%s» ya lo usa otro término.",
  "The event could not be deleted":
    "No se pudo eliminar el evento",
  "The venue could not be deleted":
    "No se pudo eliminar el lugar",
  "The organizer could not be deleted":
    "No se pudo eliminar el organizador",
  "There has been a critical error on this website.":
    "Ha ocurrido un error crítico en este sitio.",
  "Free":
    "Gratis",
};
