/**
* | output |
* | --- |
* | "{amount} moves from you into escrow. It stays there until you approve the work (then the freelancer is paid) or it is refunded to you." |
*
* @param {Contracts_Confirm_Fund_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_fund_text: ((inputs: Contracts_Confirm_Fund_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Confirm_Fund_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Confirm_Fund_TextInputs = {
    amount: NonNullable<unknown>;
};
