/**
* | output |
* | --- |
* | "Bad request" |
*
* @param {Err_Bad_RequestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_bad_request: ((inputs?: Err_Bad_RequestInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Bad_RequestInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Bad_RequestInputs = {};
