/** A stable fragment id from a heading, for table-of-contents links and aria-labelledby. */
export function anchorId(text: string): string {
  const id = text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return id === '' ? 'section' : id;
}
