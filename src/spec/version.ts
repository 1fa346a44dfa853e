// calev's version: the CLI's --version, the User-Agent, and the PRODID of the iCalendar it writes.
export const VERSION = '0.1.0';
