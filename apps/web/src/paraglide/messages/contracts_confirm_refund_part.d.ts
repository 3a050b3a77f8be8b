/**
* | output |
* | --- |
* | "{amount} goes back from escrow to the client and the rest, {rest}, is paid to you. A refund cannot be taken back." |
*
* @param {Contracts_Confirm_Refund_PartInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_refund_part: ((inputs: Contracts_Confirm_Refund_PartInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Confirm_Refund_PartInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Confirm_Refund_PartInputs = {
    amount: NonNullable<unknown>;
    rest: NonNullable<unknown>;
};
