/**
* | output |
* | --- |
* | "The {amount} in escrow is paid out now: {split}. The dispute is settled and this cannot be undone." |
*
* @param {Disputes_Confirm_Split_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const disputes_confirm_split_text: ((inputs: Disputes_Confirm_Split_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Disputes_Confirm_Split_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Disputes_Confirm_Split_TextInputs = {
    amount: NonNullable<unknown>;
    split: NonNullable<unknown>;
};
