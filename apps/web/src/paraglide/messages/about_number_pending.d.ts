/**
* | output |
* | --- |
* | "(number being confirmed with the branch)" |
*
* @param {About_Number_PendingInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const about_number_pending: ((inputs?: About_Number_PendingInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<About_Number_PendingInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type About_Number_PendingInputs = {};
