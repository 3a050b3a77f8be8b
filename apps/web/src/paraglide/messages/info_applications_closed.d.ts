/**
* | output |
* | --- |
* | "Applications closed" |
*
* @param {Info_Applications_ClosedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const info_applications_closed: ((inputs?: Info_Applications_ClosedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Info_Applications_ClosedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Info_Applications_ClosedInputs = {};
