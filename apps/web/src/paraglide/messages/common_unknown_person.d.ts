/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Common_Unknown_PersonInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const common_unknown_person: ((inputs?: Common_Unknown_PersonInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Common_Unknown_PersonInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Common_Unknown_PersonInputs = {};
