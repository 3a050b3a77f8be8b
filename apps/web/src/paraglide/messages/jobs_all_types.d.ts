/**
* | output |
* | --- |
* | "All Types" |
*
* @param {Jobs_All_TypesInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobs_all_types: ((inputs?: Jobs_All_TypesInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobs_All_TypesInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobs_All_TypesInputs = {};
