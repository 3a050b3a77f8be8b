/**
* | output |
* | --- |
* | "Refund {amount} to the client?" |
*
* @param {Contracts_Confirm_Refund_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_refund_title: ((inputs: Contracts_Confirm_Refund_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Confirm_Refund_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Confirm_Refund_TitleInputs = {
    amount: NonNullable<unknown>;
};
