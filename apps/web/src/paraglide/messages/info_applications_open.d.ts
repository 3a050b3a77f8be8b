/**
* | output |
* | --- |
* | "Applications open" |
*
* @param {Info_Applications_OpenInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_applications_open: ((inputs?: Info_Applications_OpenInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Applications_OpenInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Applications_OpenInputs = {};
