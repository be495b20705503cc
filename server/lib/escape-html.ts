/** Text for HTML: the five characters that could end an element or an attribute, as character references. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
