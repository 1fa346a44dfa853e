// fr: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const fr: Catalogue = {
  "No route was found matching the URL and request method.":
    "Aucune route ne correspond à l’URL et à la méthode de la requête.",
  "The specified namespace could not be found.":
    "L’espace de noms indiqué est introuvable.",
  "Invalid JSON body passed.":
    "Le corps JSON transmis est invalide.",
  "The request body is too large.":
    "Le corps de la requête est trop volumineux.",
  "Missing parameter(s): %s":
    "Paramètre(s) manquant(s) : %s",
  "Invalid parameter(s): %s":
    "Paramètre(s) invalide(s) : %s",
  "Invalid parameter.":
    "Paramètre invalide.",
  "%1$s is not of type %2$s.":
    "%1$s n’est pas de type %2$s.",
  "%1$s is not one of %2$s.":
    "%1$s n’est pas l’une des valeurs %2$s.",
  "Event Tickets plugin is not activated.":
    "L’extension Event Tickets n’est pas activée.",
  "Unknown username. Check again or try your email address.":
    "Identifiant inconnu. Vérifiez-le ou essayez votre adresse e-mail.",
  "The provided password is an invalid application password.":
    "Le mot de passe fourni n’est pas un mot de passe d’application valide.",
  "Sorry, you are not allowed to do that.":
    "Désolé, vous n’avez pas l’autorisation de faire cela.",
  "Event with ID %d does not exist.":
    "L’événement avec l’ID %d n’existe pas.",
  "The specified ID is not a valid event.":
    "L’ID indiqué ne correspond pas à un événement valide.",
  "This event is no longer available":
    "Cet événement n’est plus disponible",
  "The requested event is not accessible":
    "L’événement demandé n’est pas accessible",
  "The requested event is not accessible without a password":
    "L’événement demandé n’est pas accessible sans mot de passe",
  "The event is already trashed":
    "L’événement est déjà dans la corbeille",
  "The requested event archive page does not exist":
    "La page d’archive des événements demandée n’existe pas",
  "The requested venue archive page does not exist":
    "La page d’archive des lieux demandée n’existe pas",
  "The requested organizer archive page does not exist":
    "La page d’archive des organisateurs demandée n’existe pas",
  "The requested venue is not accessible":
    "Le lieu demandé n’est pas accessible",
  "The requested organizer is not accessible":
    "L’organisateur demandé n’est pas accessible",
  "The venue is already trashed":
    "Le lieu est déjà dans la corbeille",
  "The organizer is already trashed":
    "L’organisateur est déjà dans la corbeille",
  "A term with the name provided already exists with this parent.":
    "Un terme portant ce nom existe déjà avec ce parent.",
  "A term with the name provided already exists in this taxonomy.":
    "Un terme portant ce nom existe déjà dans cette taxonomie.",
  "The slug “%s” is already in use by another term.":
    "Le slug « %s » est déjà utilisé par un autre terme.",
  "The event could not be deleted":
    "L’événement n’a pas pu être supprimé",
  "The venue could not be deleted":
    "Le lieu n’a pas pu être supprimé",
  "The organizer could not be deleted":
    "L’organisateur n’a pas pu être supprimé",
  "There has been a critical error on this website.":
    "Une erreur critique est survenue sur ce site.",
  "Free":
    "Gratuit",
};
