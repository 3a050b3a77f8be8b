/**
* | output |
* | --- |
* | "Account created successfully" |
*
* @param {Err_Account_Created_SuccessfullyInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_account_created_successfully: ((inputs?: Err_Account_Created_SuccessfullyInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Account_Created_SuccessfullyInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Account_Created_SuccessfullyInputs = {};
