/**
* | output |
* | --- |
* | "e.g., React, Node.js, Figma" |
*
* @param {Jobown_Skills_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_skills_placeholder: ((inputs?: Jobown_Skills_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Skills_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Skills_PlaceholderInputs = {};
