/**
* | output |
* | --- |
* | "How It Works" |
*
* @param {Nav_How_It_WorksInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const nav_how_it_works: ((inputs?: Nav_How_It_WorksInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_How_It_WorksInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_How_It_WorksInputs = {};
