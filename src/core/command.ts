// The comment grammar. A comment body is data: it is read by this strict grammar and nothing else.
//
//   /slice ANCHOR [--mode M] [--depth N] [--peer ANCHOR] [--budget TOKENS] "TASK"
//   /slice [--mode M] ... "TASK"          (a review comment on diff lines: those lines are the anchor)
//   /slice outline PATH ["TERMS"]
//   /slice help

export type Command =
  | {
      kind: "slice";
      anchor: string | null;
      task: string;
      mode: string | null;
      depth: number | null;
      peer: string | null;
      budget: number | null;
    }
  | { kind: "outline"; path: string; terms: string[] }
  | { kind: "help" };

export type CommandParse =
  | { t: "none" }
  | { t: "command"; command: Command }
  | { t: "error"; message: string };

interface Token {
  text: string;
  quoted: boolean;
}

const FLAGS = new Set(["--mode", "--depth", "--peer", "--budget"]);
const MAX_COMMAND_LENGTH = 8000;

/** Splits on whitespace outside double quotes; `\"` and `\\` are escapes inside quotes. */
function tokenize(text: string): { tokens: Token[] } | { error: string } {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '"' || c === "\u201c") {
      const close = c === '"' ? '"' : "\u201d";
      let value = "";
      i++;
      let closed = false;
      while (i < text.length) {
        const d = text[i] as string;
        if (d === "\\" && i + 1 < text.length && (text[i + 1] === '"' || text[i + 1] === "\\")) {
          value += text[i + 1];
          i += 2;
        } else if (d === close) {
          closed = true;
          i++;
          break;
        } else {
          value += d;
          i++;
        }
      }
      if (!closed) return { error: "the task's opening quote has no closing quote" };
      tokens.push({ text: value, quoted: true });
      continue;
    }
    let word = "";
    while (i < text.length && !/\s/.test(text[i] as string) && text[i] !== '"' && text[i] !== "\u201c") word += text[i++];
    tokens.push({ text: word, quoted: false });
  }
  return { tokens };
}

/**
 * Finds the command in a comment: the first line that starts with the trigger word (leading spaces allowed),
 * with the rest of the comment available to a quoted task that spans lines. `none` when there is no command,
 * so that ordinary comments are ignored at once.
 */
export function parseCommand(body: string, trigger = "/slice"): CommandParse {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  let start = -1;
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = (lines[i] as string).trimStart();
    // Code blocks and quoted replies show a command; they do not give one.
    if (line.startsWith("```") || line.startsWith("~~~")) fenced = !fenced;
    if (fenced || line.startsWith(">")) continue;
    if (line === trigger || line.startsWith(`${trigger} `) || line.startsWith(`${trigger}\t`)) {
      start = i;
      break;
    }
  }
  if (start < 0) return { t: "none" };
  const rest = lines.slice(start).join("\n").trimStart().slice(trigger.length);
  const text = rest.slice(0, commandEnd(rest));
  if (text.length > MAX_COMMAND_LENGTH) return { t: "error", message: `the command is longer than ${MAX_COMMAND_LENGTH} characters` };
  if (text.includes("\0")) return { t: "error", message: "the command contains a NUL character" };
  const tokenized = tokenize(text);
  if ("error" in tokenized) return { t: "error", message: tokenized.error };
  const tokens = tokenized.tokens;
  const head = tokens[0];
  if (!head || (head.text === "help" && !head.quoted)) {
    if (tokens.length > 1) return { t: "error", message: "help takes no arguments" };
    return { t: "command", command: { kind: "help" } };
  }
  if (head.text === "outline" && !head.quoted) return parseOutline(tokens.slice(1));
  return parseSlice(tokens);
}

/** The command runs to the first line break outside a quoted task (a task may span lines). */
function commandEnd(text: string): number {
  let close: string | null = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i] as string;
    if (close !== null) {
      if (c === "\\" && (text[i + 1] === '"' || text[i + 1] === "\\")) i++;
      else if (c === close) close = null;
    } else if (c === '"') close = '"';
    else if (c === "\u201c") close = "\u201d";
    else if (c === "\n") return i;
  }
  return text.length;
}

function parseOutline(tokens: Token[]): CommandParse {
  const [path, terms, ...rest] = tokens;
  if (!path || path.quoted) return { t: "error", message: "outline needs a file path: /slice outline PATH \"terms\"" };
  if (rest.length > 0 || (terms && !terms.quoted)) return { t: "error", message: 'outline takes a path and at most one quoted list of terms' };
  const list = terms ? terms.text.split(/[\s,]+/).filter(Boolean) : [];
  return { t: "command", command: { kind: "outline", path: path.text, terms: list } };
}

function parseSlice(tokens: Token[]): CommandParse {
  let anchor: string | null = null;
  let task: string | null = null;
  const values: Record<string, string> = {};
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as Token;
    if (token.quoted) {
      if (task !== null) return { t: "error", message: "give one quoted task; quote marks inside it are written \\\"" };
      task = token.text;
      continue;
    }
    if (token.text.startsWith("--")) {
      const [flag, inline] = token.text.includes("=") ? [token.text.slice(0, token.text.indexOf("=")), token.text.slice(token.text.indexOf("=") + 1)] : [token.text, null];
      if (!FLAGS.has(flag)) return { t: "error", message: `unknown option ${flag}; the options are ${[...FLAGS].join(", ")}` };
      if (flag in values) return { t: "error", message: `${flag} is given twice` };
      let value = inline;
      if (value === null) {
        const next = tokens[i + 1];
        if (!next || next.quoted || next.text.startsWith("--")) return { t: "error", message: `${flag} needs a value` };
        value = next.text;
        i++;
      }
      values[flag] = value;
      continue;
    }
    if (anchor !== null) return { t: "error", message: `unexpected ${JSON.stringify(token.text)}: give one anchor, then options, then the quoted task` };
    anchor = token.text;
  }
  if (task === null || task.trim() === "") return { t: "error", message: 'the task is missing: end the command with the question in double quotes, e.g. "why does this leak?"' };
  const integer = (flag: string): number | null | string => {
    const v = values[flag];
    if (v === undefined) return null;
    return /^\d{1,9}$/.test(v) ? Number(v) : `${flag} takes a whole number, not ${JSON.stringify(v)}`;
  };
  const depth = integer("--depth");
  if (typeof depth === "string") return { t: "error", message: depth };
  const budget = integer("--budget");
  if (typeof budget === "string") return { t: "error", message: budget };
  return {
    t: "command",
    command: {
      kind: "slice",
      anchor,
      task,
      mode: values["--mode"] ?? null,
      depth,
      peer: values["--peer"] ?? null,
      budget,
    },
  };
}

export function commandUsage(trigger = "/slice"): string {
  return `${trigger} ANCHOR [--mode neighborhood|upstream|downstream|path|entrypoint] [--depth N] [--peer ANCHOR] [--budget TOKENS] "TASK"
${trigger} outline PATH ["TERMS"]
${trigger} help

ANCHOR is FILE:START-END, FILE, FILE#Qualified.Name, Qualified.Name or entry:SYMBOL. On a review comment on diff
lines the anchor may be left out: the commented lines are the anchor.`;
}
