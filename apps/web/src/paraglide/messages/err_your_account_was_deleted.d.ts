/**
* | output |
* | --- |
* | "Your account was deleted" |
*
* @param {Err_Your_Account_Was_DeletedInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const err_your_account_was_deleted: ((inputs?: Err_Your_Account_Was_DeletedInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Err_Your_Account_Was_DeletedInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Err_Your_Account_Was_DeletedInputs = {};
