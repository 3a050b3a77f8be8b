/**
* | output |
* | --- |
* | "Refund made" |
*
* @param {Err_Refund_MadeInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_refund_made: ((inputs?: Err_Refund_MadeInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Refund_MadeInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Refund_MadeInputs = {};
