/**
* | output |
* | --- |
* | "Account holder's name" |
*
* @param {Err_Label_Account_Holder_S_NameInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_account_holder_s_name: ((inputs?: Err_Label_Account_Holder_S_NameInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Account_Holder_S_NameInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Account_Holder_S_NameInputs = {};
