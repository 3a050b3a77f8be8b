/**
* | output |
* | --- |
* | "The contract is completed with {released} paid to the freelancer: milestones not funded are cancelled, nothing more can be funded, and both of you can leave ..." |
*
* @param {Contracts_Confirm_End_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const contracts_confirm_end_text: ((inputs: Contracts_Confirm_End_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contracts_Confirm_End_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contracts_Confirm_End_TextInputs = {
    released: NonNullable<unknown>;
};
