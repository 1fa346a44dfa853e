// bg: English source text -> translation (API.md §6, §8.1). Missing keys fall back to English.
import type { Catalogue } from './index.js';

export const bg: Catalogue = {
  "No route was found matching the URL and request method.":
    "Не е намерен маршрут, който да отговаря на URL адреса и метода на заявката.",
  "The specified namespace could not be found.":
    "Посоченото пространство от имена не може да бъде намерено.",
  "Invalid JSON body passed.":
    "Подадено е невалидно JSON тяло.",
  "The request body is too large.":
    "Тялото на заявката е твърде голямо.",
  "Missing parameter(s): %s":
    "Липсващи параметри: %s",
  "Invalid parameter(s): %s":
    "Невалидни параметри: %s",
  "Invalid parameter.":
    "Невалиден параметър.",
  "%1$s is not of type %2$s.":
    "%1$s не е от тип %2$s.",
  "%1$s is not one of %2$s.":
    "%1$s не е някоя от стойностите %2$s.",
  "Event Tickets plugin is not activated.":
    "Разширението Event Tickets не е активирано.",
  "Unknown username. Check again or try your email address.":
    "Непознато потребителско име. Проверете отново или опитайте с имейл адреса си.",
  "The provided password is an invalid application password.":
    "Предоставената парола е невалидна парола за приложение.",
  "Sorry, you are not allowed to do that.":
    "За съжаление нямате право да направите това.",
  "Event with ID %d does not exist.":
    "Събитие с ID %d не съществува.",
  "The specified ID is not a valid event.":
    "Посоченото ID не е на валидно събитие.",
  "This event is no longer available":
    "Това събитие вече не е налично",
  "The requested event is not accessible":
    "Заявеното събитие не е достъпно",
  "The requested event is not accessible without a password":
    "Заявеното събитие не е достъпно без парола",
  "The event is already trashed":
    "Събитието вече е в кошчето",
  "The requested event archive page does not exist":
    "Заявената страница от архива на събитията не съществува",
  "The requested venue archive page does not exist":
    "Заявената страница от архива на местата не съществува",
  "The requested organizer archive page does not exist":
    "Заявената страница от архива на организаторите не съществува",
  "The requested venue is not accessible":
    "Заявеното място не е достъпно",
  "The requested organizer is not accessible":
    "Заявеният организатор не е достъпен",
  "The venue is already trashed":
    "Мястото вече е в кошчето",
  "The organizer is already trashed":
    "Организаторът вече е в кошчето",
  "A term with the name provided already exists with this parent.":
    "Вече съществува термин с това име и този родител.",
  "A term with the name provided already exists in this taxonomy.":
    "Вече съществува термин с това име в тази таксономия.",
  "The slug “%s” is already in use by another term.":
    "Кратко име „%s“ вече се използва от друг термин.",
  "The event could not be deleted":
    "Събитието не можа да бъде изтрито",
  "The venue could not be deleted":
    "Мястото не можа да бъде изтрито",
  "The organizer could not be deleted":
    "Организаторът не можа да бъде изтрит",
  "There has been a critical error on this website.":
    "Възникна критична грешка в този сайт.",
  "Free":
    "Безплатно",
};
