/**
* | output |
* | --- |
* | "Enquire" |
*
* @param {Info_EnquireInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_enquire: ((inputs?: Info_EnquireInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_EnquireInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_EnquireInputs = {};
