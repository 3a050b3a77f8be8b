/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Nav_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_skip_to_content: ((inputs?: Nav_Skip_To_ContentInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Skip_To_ContentInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Skip_To_ContentInputs = {};
