/**
* | output |
* | --- |
* | "Account holder" |
*
* @param {Err_Label_Account_HolderInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_label_account_holder: ((inputs?: Err_Label_Account_HolderInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Label_Account_HolderInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Label_Account_HolderInputs = {};
