import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);
import {
  __name,
  init_define_ODIN_SLICE_EXTENSION_PARTS
} from "./chunk-PZYY5HN3.js";

// src/github/trigger.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();

// src/core/command.ts
init_define_ODIN_SLICE_EXTENSION_PARTS();
var FLAGS = /* @__PURE__ */ new Set(["--mode", "--depth", "--peer", "--budget"]);
var MAX_COMMAND_LENGTH = 8e3;
function tokenize(text) {
  const tokens = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i];
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '"' || c === "\u201C") {
      const close = c === '"' ? '"' : "\u201D";
      let value = "";
      i++;
      let closed = false;
      while (i < text.length) {
        const d = text[i];
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
    while (i < text.length && !/\s/.test(text[i]) && text[i] !== '"' && text[i] !== "\u201C") word += text[i++];
    tokens.push({ text: word, quoted: false });
  }
  return { tokens };
}
__name(tokenize, "tokenize");
function parseCommand(body, trigger = "/slice") {
  const lines = body.replace(/\r\n?/g, "\n").split("\n");
  let start = -1;
  let fenced = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trimStart();
    if (line.startsWith("```") || line.startsWith("~~~")) fenced = !fenced;
    if (fenced || line.startsWith(">")) continue;
    if (line === trigger || line.startsWith(`${trigger} `) || line.startsWith(`${trigger}	`)) {
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
  if (!head || head.text === "help" && !head.quoted) {
    if (tokens.length > 1) return { t: "error", message: "help takes no arguments" };
    return { t: "command", command: { kind: "help" } };
  }
  if (head.text === "outline" && !head.quoted) return parseOutline(tokens.slice(1));
  return parseSlice(tokens);
}
__name(parseCommand, "parseCommand");
function commandEnd(text) {
  let close = null;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (close !== null) {
      if (c === "\\" && (text[i + 1] === '"' || text[i + 1] === "\\")) i++;
      else if (c === close) close = null;
    } else if (c === '"') close = '"';
    else if (c === "\u201C") close = "\u201D";
    else if (c === "\n") return i;
  }
  return text.length;
}
__name(commandEnd, "commandEnd");
function parseOutline(tokens) {
  const [path, terms, ...rest] = tokens;
  if (!path || path.quoted) return { t: "error", message: 'outline needs a file path: /slice outline PATH "terms"' };
  if (rest.length > 0 || terms && !terms.quoted) return { t: "error", message: "outline takes a path and at most one quoted list of terms" };
  const list = terms ? terms.text.split(/[\s,]+/).filter(Boolean) : [];
  return { t: "command", command: { kind: "outline", path: path.text, terms: list } };
}
__name(parseOutline, "parseOutline");
function parseSlice(tokens) {
  let anchor = null;
  let task = null;
  const values = {};
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    if (token.quoted) {
      if (task !== null) return { t: "error", message: 'give one quoted task; quote marks inside it are written \\"' };
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
  const integer = /* @__PURE__ */ __name((flag) => {
    const v = values[flag];
    if (v === void 0) return null;
    return /^\d{1,9}$/.test(v) ? Number(v) : `${flag} takes a whole number, not ${JSON.stringify(v)}`;
  }, "integer");
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
      budget
    }
  };
}
__name(parseSlice, "parseSlice");
function commandUsage(trigger = "/slice") {
  return `${trigger} ANCHOR [--mode neighborhood|upstream|downstream|path|entrypoint] [--depth N] [--peer ANCHOR] [--budget TOKENS] "TASK"
${trigger} outline PATH ["TERMS"]
${trigger} help

ANCHOR is FILE:START-END, FILE, FILE#Qualified.Name, Qualified.Name or entry:SYMBOL. On a review comment on diff
lines the anchor may be left out: the commented lines are the anchor.`;
}
__name(commandUsage, "commandUsage");

// src/github/trigger.ts
function obj(value) {
  return value && typeof value === "object" && !Array.isArray(value) ? value : null;
}
__name(obj, "obj");
function str(value) {
  return typeof value === "string" ? value : null;
}
__name(str, "str");
function num(value) {
  return typeof value === "number" && Number.isSafeInteger(value) ? value : null;
}
__name(num, "num");
function repoOf(payload) {
  const repository = obj(payload.repository);
  const owner = str(obj(repository?.owner)?.login);
  const name = str(repository?.name);
  return owner && name ? { owner, repo: name } : null;
}
__name(repoOf, "repoOf");
function decideTrigger(eventName, payload, trigger = "/slice") {
  if (eventName !== "issue_comment" && eventName !== "pull_request_review_comment") {
    return { t: "ignore", reason: `${eventName} events carry no comment` };
  }
  if (payload.action !== "created") return { t: "ignore", reason: `comment ${String(payload.action)}, not created` };
  const comment = obj(payload.comment);
  const user = obj(comment?.user);
  const body = str(comment?.body) ?? "";
  const id = num(comment?.id);
  const author = str(user?.login);
  const repo = repoOf(payload);
  if (!comment || id === null || !author || !repo) return { t: "ignore", reason: "the payload has no comment" };
  if (user?.type === "Bot" || author.endsWith("[bot]")) return { t: "ignore", reason: "comments by bots are ignored" };
  const parsed = parseCommand(body, trigger);
  if (parsed.t === "none") return { t: "ignore", reason: "not a command" };
  let pullNumber;
  let headSha = null;
  let diffLines = null;
  if (eventName === "issue_comment") {
    const issue = obj(payload.issue);
    if (!obj(issue?.pull_request)) return { t: "ignore", reason: "a comment on an issue, not a pull request" };
    pullNumber = num(issue?.number);
  } else {
    const pr = obj(payload.pull_request);
    pullNumber = num(pr?.number);
    headSha = str(obj(pr?.head)?.sha);
    const path = str(comment.path);
    const line = num(comment.line);
    const startLine = num(comment.start_line) ?? line;
    const onRight = (comment.side ?? "RIGHT") === "RIGHT" && (comment.start_side ?? "RIGHT") === "RIGHT";
    if (path && line !== null && startLine !== null && onRight && comment.subject_type !== "file") {
      diffLines = { path, start: Math.min(startLine, line), end: Math.max(startLine, line) };
    }
  }
  if (pullNumber === null) return { t: "ignore", reason: "the payload names no pull request" };
  const found = { repo, pullNumber, comment: { id, kind: eventName === "issue_comment" ? "issue" : "review", author, body }, headSha, diffLines };
  if (parsed.t === "error") return { t: "invalid", trigger: found, message: parsed.message };
  return { t: "command", trigger: found, command: parsed.command };
}
__name(decideTrigger, "decideTrigger");

export {
  commandUsage,
  repoOf,
  decideTrigger
};
