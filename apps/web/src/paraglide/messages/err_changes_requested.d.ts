/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Err_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_changes_requested: ((inputs?: Err_Changes_RequestedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Changes_RequestedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Changes_RequestedInputs = {};
