// Entry point of the Action (dist/index.js).
import { tuneCompilers } from "../runtime/tuneCompilers.js";
import { run } from "./main.js";

tuneCompilers();
await run();
