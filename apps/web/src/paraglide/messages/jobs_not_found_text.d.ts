/**
* | output |
* | --- |
* | "The job you're looking for doesn't exist or has been removed." |
*
* @param {Jobs_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_not_found_text: ((inputs?: Jobs_Not_Found_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_Not_Found_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_Not_Found_TextInputs = {};
