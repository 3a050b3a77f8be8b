/**
* | output |
* | --- |
* | "In progress" |
*
* @param {Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const status_in_progress: ((inputs?: Status_In_ProgressInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Status_In_ProgressInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Status_In_ProgressInputs = {};
