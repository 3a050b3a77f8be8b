/**
* | output |
* | --- |
* | "Invalid value" |
*
* @param {Err_Invalid_ValueInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_value: ((inputs?: Err_Invalid_ValueInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_ValueInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_ValueInputs = {};
