/**
* | output |
* | --- |
* | "Refund {amount}" |
*
* @param {Contracts_Confirm_RefundInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_refund: ((inputs: Contracts_Confirm_RefundInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Confirm_RefundInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Confirm_RefundInputs = {
    amount: NonNullable<unknown>;
};
