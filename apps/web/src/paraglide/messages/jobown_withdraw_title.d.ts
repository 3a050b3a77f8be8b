/**
* | output |
* | --- |
* | "Withdraw this proposal?" |
*
* @param {Jobown_Withdraw_TitleInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const jobown_withdraw_title: ((inputs?: Jobown_Withdraw_TitleInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Jobown_Withdraw_TitleInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Jobown_Withdraw_TitleInputs = {};
