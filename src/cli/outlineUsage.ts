// The outline command's usage, apart from its code: every command prints it in the usage text, only `outline`
// loads the code that condenses a file.
import { DEFAULT_OUTLINE_CAP } from "../core/outline/outlineCap.js";

export const OUTLINE_USAGE = `  odin-slice outline FILE [--root DIR] [--cap TOKENS] [--terms a,b] [--json]

Outline: FILE (relative to --root, default .) with bodies elided, cut to --cap estimated tokens
(default ${DEFAULT_OUTLINE_CAP}) keeping the declarations most relevant to --terms; --json prints the condensate.
`;

export class OutlineUsageError extends Error {}
