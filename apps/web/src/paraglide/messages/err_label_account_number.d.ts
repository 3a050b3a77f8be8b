/**
* | output |
* | --- |
* | "Account number" |
*
* @param {Err_Label_Account_NumberInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_account_number: ((inputs?: Err_Label_Account_NumberInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Account_NumberInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Account_NumberInputs = {};
