/**
* | output |
* | --- |
* | "No branches found matching your criteria." |
*
* @param {About_Branches_EmptyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_branches_empty: ((inputs?: About_Branches_EmptyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Branches_EmptyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Branches_EmptyInputs = {};
