/**
* | output |
* | --- |
* | "The client of \"{title}\" will see it as withdrawn. You cannot send another proposal for this job." |
*
* @param {Jobown_Withdraw_TextInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw_text: ((inputs: Jobown_Withdraw_TextInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Withdraw_TextInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Withdraw_TextInputs = {
    title: NonNullable<unknown>;
};
