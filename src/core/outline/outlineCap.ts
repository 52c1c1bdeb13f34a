// Apart from the outline's code, so that the command line's usage text names it without loading that code.
/** The cap when the caller names none, in estimated tokens. */
export const DEFAULT_OUTLINE_CAP = 2048;
