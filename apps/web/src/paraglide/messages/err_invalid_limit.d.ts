/**
* | output |
* | --- |
* | "Invalid limit" |
*
* @param {Err_Invalid_LimitInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_limit: ((inputs?: Err_Invalid_LimitInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_LimitInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_LimitInputs = {};
