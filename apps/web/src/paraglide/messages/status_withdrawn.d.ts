/**
* | output |
* | --- |
* | "Withdrawn" |
*
* @param {Status_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const status_withdrawn: ((inputs?: Status_WithdrawnInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_WithdrawnInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_WithdrawnInputs = {};
