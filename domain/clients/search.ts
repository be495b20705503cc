// How client names and e-mails are matched at the desk: case, accents and ß do not matter, so 'muller'
// finds 'Müller' and 'STRASSE' finds 'Straße', the same on SQLite and PostgreSQL (the server stores the
// folded text; the browser may filter its lists with the same function).

/** Lower case, accents removed, ß as ss, runs of whitespace as one space. */
export function foldForSearch(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The searchable text of a client: first and last name in both orders and the e-mail. */
export function clientSearchText(client: { firstName: string; lastName: string; email: string }): string {
  return foldForSearch(
    `${client.firstName} ${client.lastName} | ${client.lastName} ${client.firstName} | ${client.email}`,
  );
}
