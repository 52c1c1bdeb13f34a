// A worker is one model endpoint behind one call: a prompt in, the model's raw text out.
import type { WorkerPrompt } from "./workerPrompt.js";

export interface WorkerReply {
  text: string;
  /** The model stopped at its output limit, so the text is likely cut off. */
  truncated: boolean;
  /** The model declined to answer; its stated reason. */
  refusal: string | null;
}

export interface Worker {
  /** Provider and model, for reports; never a key. */
  readonly label: string;
  /** One fresh conversation: the instruction and the prompt, no history. */
  ask(prompt: WorkerPrompt): Promise<WorkerReply>;
}
