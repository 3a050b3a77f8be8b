/**
* | output |
* | --- |
* | "Ready to Write Your Own Success Story?" |
*
* @param {Stories_Cta_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const stories_cta_heading: ((inputs?: Stories_Cta_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Cta_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Cta_HeadingInputs = {};
