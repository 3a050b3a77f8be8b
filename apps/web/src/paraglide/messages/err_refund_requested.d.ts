/**
* | output |
* | --- |
* | "Refund requested" |
*
* @param {Err_Refund_RequestedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_refund_requested: ((inputs?: Err_Refund_RequestedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Refund_RequestedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Refund_RequestedInputs = {};
