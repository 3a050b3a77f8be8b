/**
* | output |
* | --- |
* | "Choose JazzCash, Easypaisa or a bank account" |
*
* @param {Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_choose_jazzcash_easypaisa_or_a_bank_account: ((inputs?: Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Choose_Jazzcash_Easypaisa_Or_A_Bank_AccountInputs = {};
