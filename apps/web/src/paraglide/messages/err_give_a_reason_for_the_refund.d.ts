/**
* | output |
* | --- |
* | "Give a reason for the refund" |
*
* @param {Err_Give_A_Reason_For_The_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_give_a_reason_for_the_refund: ((inputs?: Err_Give_A_Reason_For_The_RefundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Give_A_Reason_For_The_RefundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Give_A_Reason_For_The_RefundInputs = {};
