// Entry point of the Action (dist/index.js).
import { run } from "./main.js";

await run();
