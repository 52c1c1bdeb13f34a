// nock routes for the GitHub API and the model endpoint, shared by the Action's and the security tests.
// The model endpoint is a nock host too: nock 15 cannot pass a POST with a body through to a real local server
// under Node 20; the end-to-end tests use real local servers instead.
import nock from "nock";
import { openAIChat } from "./worker/standIn.js";
import { KEY } from "./worker/answers.js";
export { ledgerServer, MONEY_AFTER } from "./gitServer.js";

export const API = "https://api.github.com";
export const REPO = "/repos/Codertocat/Hello-World";
export const COMMENT_ID = 492700400;
export const REVIEW_COMMENT_ID = 284312630;
export const MODEL = "http://models.test";
export const TOKEN = "ghs_workflowtoken0123456789";


/** What the model endpoint received, in order. */
export const modelRequests: unknown[] = [];

export function modelAnswering(...bodies: unknown[]): nock.Scope {
  const scope = nock(MODEL);
  for (const b of bodies) {
    scope.post("/v1/chat/completions", (body) => (modelRequests.push(body), true)).reply(200, openAIChat(JSON.stringify(b)).body as Record<string, unknown>);
  }
  return scope;
}

export function resetNock(): void {
  nock.cleanAll();
  modelRequests.length = 0;
}

export function actionInputs(over: Record<string, string> = {}): Record<string, string> {
  return {
    "github-token": TOKEN,
    provider: "openai",
    model: "stand-in-model",
    "api-key": KEY,
    "base-url": `${MODEL}/v1`,
    budget: "8192",
    trigger: "/slice",
    "allowed-permissions": "write,maintain,admin",
    post: "true",
    ...over,
  };
}

export function trusted(scope: nock.Scope, permission = "admin"): nock.Scope {
  return scope.get(`${REPO}/collaborators/Codertocat/permission`).reply(200, { permission, role_name: permission });
}

export function reaction(scope: nock.Scope, kind: "issues" | "pulls", content: string): nock.Scope {
  const id = kind === "issues" ? COMMENT_ID : REVIEW_COMMENT_ID;
  return scope.post(`${REPO}/${kind}/comments/${id}/reactions`, { content }).reply(201, { id: 1, content });
}

export function noEarlierAnswer(scope: nock.Scope, pull = 1): void {
  scope.get(`${REPO}/pulls/${pull}/reviews`).query({ per_page: "100", page: "1" }).reply(200, []);
  scope.get(`${REPO}/issues/${pull}/comments`).query({ per_page: "100", page: "1" }).reply(200, []);
}

export function headIs(scope: nock.Scope, sha: string, pull = 1): void {
  scope.get(`${REPO}/pulls/${pull}`).reply(200, { number: pull, head: { sha } });
}
