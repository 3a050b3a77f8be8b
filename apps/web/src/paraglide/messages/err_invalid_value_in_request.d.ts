/**
* | output |
* | --- |
* | "Invalid value in request" |
*
* @param {Err_Invalid_Value_In_RequestInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_invalid_value_in_request: ((inputs?: Err_Invalid_Value_In_RequestInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Invalid_Value_In_RequestInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Invalid_Value_In_RequestInputs = {};
