// The outline condenser's public surface (seed 003): the slicers, the condensate and its schema, the languages.
export { OUTLINE_SCHEMA, OUTLINE_LANGUAGES, OUTLINE_KINDS, FALLBACK_REASONS, outlineText } from "./outlineSchema.js";
export type {
  OutlineCondensate,
  OutlineItem,
  OutlineKind,
  OutlineLanguage,
  OutlineLine,
  FallbackReason,
  SlicerName,
} from "./outlineSchema.js";
export { OutlineSlicer, OUTLINE_PARSE_DEADLINE_MS, MAX_ERROR_SHARE } from "./OutlineSlicer.js";
export { TextSlicer, type Slicer } from "./TextSlicer.js";
export { outlineFile, slicerFor, DEFAULT_OUTLINE_CAP, type OutlineOptions } from "./outlineFile.js";
export { outlineSpecForPath, outlineSpecs, outlineFolders, readOutlineSpec, type OutlineSpec } from "./outlineLanguages.js";
export { loadOutlineGrammar } from "./outlineGrammar.js";
export { validateOutline, outlineJsonSchema } from "./validateOutline.js";
export { formatOutline } from "./formatOutline.js";
export { parseTerms } from "./relevance.js";
