/**
* | output |
* | --- |
* | "e.g., Build a responsive website for my business" |
*
* @param {Jobown_Title_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_title_placeholder: ((inputs?: Jobown_Title_PlaceholderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Title_PlaceholderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Title_PlaceholderInputs = {};
