/**
* | output |
* | --- |
* | "Why Freelance With Us" |
*
* @param {Register_Benefits_HeadingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const register_benefits_heading: ((inputs?: Register_Benefits_HeadingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Register_Benefits_HeadingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Register_Benefits_HeadingInputs = {};
