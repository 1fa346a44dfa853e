// pt-br: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const pt_br: Catalogue = {
  "No route was found matching the URL and request method.":
    "Nenhuma rota corresponde à URL e ao método da requisição.",
  "The specified namespace could not be found.":
    "O namespace especificado não foi encontrado.",
  "Invalid JSON body passed.":
    "Corpo JSON inválido enviado.",
  "The request body is too large.":
    "O corpo da requisição é grande demais.",
  "Missing parameter(s): %s":
    "Parâmetro(s) ausente(s): %s",
  "Invalid parameter(s): %s":
    "Parâmetro(s) inválido(s): %s",
  "Invalid parameter.":
    "Parâmetro inválido.",
  "%1$s is not of type %2$s.":
    "%1$s não é do tipo %2$s.",
  "%1$s is not one of %2$s.":
    "%1$s não é um dos valores %2$s.",
  "Event Tickets plugin is not activated.":
    "O plugin Event Tickets não está ativado.",
  "Unknown username. Check again or try your email address.":
    "Nome de usuário desconhecido. Verifique novamente ou tente seu endereço de e-mail.",
  "The provided password is an invalid application password.":
    "A senha fornecida é uma senha de aplicativo inválida.",
  "Sorry, you are not allowed to do that.":
    "Desculpe, você não tem permissão para fazer isso.",
  "Event with ID %d does not exist.":
    "O evento com ID %d não existe.",
  "The specified ID is not a valid event.":
    "O ID especificado não é um evento válido.",
  "This event is no longer available":
    "Este evento não está mais disponível",
  "The requested event is not accessible":
    "O evento solicitado não está acessível",
  "The requested event is not accessible without a password":
    "O evento solicitado não está acessível sem senha",
  "The event is already trashed":
    "O evento já está na lixeira",
  "The requested event archive page does not exist":
    "A página solicitada do arquivo de eventos não existe",
  "The requested venue archive page does not exist":
    "A página solicitada do arquivo de locais não existe",
  "The requested organizer archive page does not exist":
    "A página solicitada do arquivo de organizadores não existe",
  "The requested venue is not accessible":
    "O local solicitado não está acessível",
  "The requested organizer is not accessible":
    "O organizador solicitado não está acessível",
  "The venue is already trashed":
    "O local já está na lixeira",
  "The organizer is already trashed":
    "O organizador já está na lixeira",
  "A term with the name provided already exists with this parent.":
    "Já existe um termo com este nome sob este ascendente.",
  "A term with the name provided already exists in this taxonomy.":
    "Já existe um termo com este nome nesta taxonomia.",
  "The slug “%s” is already in use by another term.":
    "O slug “%s” já está em uso por outro termo.",
  "The event could not be deleted":
    "O evento não pôde ser excluído",
  "The venue could not be deleted":
    "O local não pôde ser excluído",
  "The organizer could not be deleted":
    "O organizador não pôde ser excluído",
  "There has been a critical error on this website.":
    "Ocorreu um erro crítico neste site.",
  "Free":
    "Grátis",
};
