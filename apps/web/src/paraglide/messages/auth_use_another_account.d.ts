/**
* | output |
* | --- |
* | "Use another account" |
*
* @param {Auth_Use_Another_AccountInputs} inputs
* @param {{ locale?: "en" | "ur" }} options
* @returns {LocalizedString}
*/
export const auth_use_another_account: ((inputs?: Auth_Use_Another_AccountInputs, options?: {
    locale?: "en" | "ur";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Use_Another_AccountInputs, {
    locale?: "en" | "ur";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_Use_Another_AccountInputs = {};
