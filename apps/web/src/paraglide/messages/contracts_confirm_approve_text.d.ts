/**
* | output |
* | --- |
* | "{amount} is released from escrow: the freelancer receives {net} after the {fee} platform fee. A payment cannot be taken back." |
*
* @param {Contracts_Confirm_Approve_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_approve_text: ((inputs: Contracts_Confirm_Approve_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Confirm_Approve_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Confirm_Approve_TextInputs = {
    amount: NonNullable<unknown>;
    net: NonNullable<unknown>;
    fee: NonNullable<unknown>;
};
