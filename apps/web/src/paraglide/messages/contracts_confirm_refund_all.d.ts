/**
* | output |
* | --- |
* | "All {amount} goes back from escrow to the client. A refund cannot be taken back." |
*
* @param {Contracts_Confirm_Refund_AllInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_refund_all: ((inputs: Contracts_Confirm_Refund_AllInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Confirm_Refund_AllInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Confirm_Refund_AllInputs = {
    amount: NonNullable<unknown>;
};
