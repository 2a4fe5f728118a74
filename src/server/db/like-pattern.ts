/** Text for a LIKE pattern, with `%`, `_` and `\` taken literally. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);
